//! StableHLO ops imported as several shardc ops (or none): each is rewritten into ops whose
//! semantics are the same, element for element.
//!
//! - `clamp(lo, x, hi)` is `minimum(maximum(x, lo), hi)` (bounds may be scalars: broadcast);
//! - `optimization_barrier` (from `jax.checkpoint`) forwards its operands: it only orders
//!   XLA's scheduling, which shardc's passes do not reorder across;
//! - `dynamic_slice(x, i…)` is a `gather` of one window at the start vector `[i…]` (both
//!   clamp the start so the window fits);
//! - `dynamic_update_slice(x, u, i…)` is a `scatter` that replaces one window, its start
//!   clamped into `[0, dim − u_dim]` first, as `dynamic_update_slice` clamps it;
//! - `bitcast_convert` between types of one width is `hlo.bitcast_convert`; from 64-bit
//!   elements to 32-bit ones (a new last dimension of 2, the low half first, as XLA lays
//!   them out) it is a truncating `convert` and a shift, and the reverse joins the halves
//!   with a shift and an `or`;
//! - `rng_bit_generator(state)` is `hlo.rng_bits` (the bits, as XLA computes them) and the
//!   new state `state + [0, n]`, the counter advanced by what the bits used (with the
//!   carry into the third word of a Philox state).

use shardc_ir::interp::rng::bit_generator_advance;
use shardc_ir::op::{
    BinaryOp, BitAlgorithm, CompareDirection, GatherDims, ScatterDims, ScatterKind,
};
use shardc_ir::{DenseElements, ElementType, Function, Location, OpKind, TensorType, Value};

/// The StableHLO ops imported by expansion (mnemonics after `stablehlo.`).
pub const EXPANDED_OPS: &[&str] = &[
    "bitcast_convert",
    "clamp",
    "dynamic_slice",
    "dynamic_update_slice",
    "optimization_barrier",
    "rng_bit_generator",
];

/// The attributes an expansion reads.
pub struct ExpandAttrs {
    /// `dynamic_slice`'s window.
    pub slice_sizes: Option<Vec<i64>>,
    /// `rng_bit_generator`'s algorithm.
    pub rng_algorithm: Option<BitAlgorithm>,
}

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

    /// `v`'s bits as the same-width type `element` (itself when it already is).
    fn bitcast(&mut self, v: Value, element: ElementType) -> Value {
        let ty = self.f.ty(v).clone();
        if ty.element == element {
            return v;
        }
        self.op(OpKind::BitcastConvert, vec![v], ty.with_element(element))
    }

    /// A constant of type `ty` holding `values` (or one splat value).
    fn ints(&mut self, ty: TensorType, values: Vec<i64>) -> Value {
        let e = if values.len() == 1 {
            DenseElements::splat_int(ty.clone(), values[0])
        } else {
            DenseElements {
                ty: ty.clone(),
                values: shardc_ir::attr::ElementValues::Int(values),
                splat: false,
            }
        };
        self.op(OpKind::Constant(e), Vec::new(), ty)
    }

    /// `bitcast_convert` from `x` to `to` (same shape, or a last dimension of 2 added or
    /// dropped between 64- and 32-bit elements).
    fn bitcast_convert(&mut self, x: Value, to: TensorType) -> Result<Value, String> {
        let from = self.f.ty(x).clone();
        let (fw, tw) = (from.element.bit_width(), to.element.bit_width());
        if fw == tw {
            return Ok(self.op(OpKind::BitcastConvert, vec![x], to));
        }
        let wide_shape =
            |narrow: &TensorType| narrow.shape[..narrow.rank().saturating_sub(1)].to_vec();
        match (fw, tw) {
            (64, 32) if to.shape.last() == Some(&2) && wide_shape(&to) == from.shape => {
                let shape = from.shape.clone();
                let w = self.bitcast(x, ElementType::U64);
                let narrow = TensorType::new(shape.clone(), ElementType::U32);
                let lo = self.op(OpKind::Convert, vec![w], narrow.clone());
                let by = self.ints(TensorType::new(shape.clone(), ElementType::U64), vec![32]);
                let high = self.op(
                    OpKind::Binary(BinaryOp::ShiftRightLogical),
                    vec![w, by],
                    TensorType::new(shape.clone(), ElementType::U64),
                );
                let hi = self.op(OpKind::Convert, vec![high], narrow);
                let mut one = shape.clone();
                one.push(1);
                let column = TensorType::new(one, ElementType::U32);
                let lo = self.op(OpKind::Reshape, vec![lo], column.clone());
                let hi = self.op(OpKind::Reshape, vec![hi], column);
                let joined = self.op(
                    OpKind::Concatenate {
                        dimension: shape.len() as i64,
                    },
                    vec![lo, hi],
                    to.with_element(ElementType::U32),
                );
                Ok(self.bitcast(joined, to.element))
            }
            (32, 64) if from.shape.last() == Some(&2) && wide_shape(&from) == to.shape => {
                let shape = to.shape.clone();
                let n = self.bitcast(x, ElementType::U32);
                let half = |b: &mut Self, k: i64| {
                    let r = from.rank();
                    let start: Vec<i64> = (0..r).map(|d| if d + 1 == r { k } else { 0 }).collect();
                    let mut limit = from.shape.clone();
                    limit[r - 1] = k + 1;
                    let mut one = shape.clone();
                    one.push(1);
                    let piece = b.op(
                        OpKind::Slice {
                            start,
                            limit,
                            strides: vec![1; r],
                        },
                        vec![n],
                        TensorType::new(one, ElementType::U32),
                    );
                    let flat = b.op(
                        OpKind::Reshape,
                        vec![piece],
                        TensorType::new(shape.clone(), ElementType::U32),
                    );
                    b.op(
                        OpKind::Convert,
                        vec![flat],
                        TensorType::new(shape.clone(), ElementType::U64),
                    )
                };
                let lo = half(self, 0);
                let hi = half(self, 1);
                let wide = TensorType::new(shape.clone(), ElementType::U64);
                let by = self.ints(wide.clone(), vec![32]);
                let hi = self.op(
                    OpKind::Binary(BinaryOp::ShiftLeft),
                    vec![hi, by],
                    wide.clone(),
                );
                let joined = self.op(OpKind::Binary(BinaryOp::Or), vec![lo, hi], wide);
                Ok(self.bitcast(joined, to.element))
            }
            _ => Err(format!(
                "'stablehlo.bitcast_convert' from {from} to {to}: shardc converts between types of one width, and between 64-bit elements and pairs of 32-bit ones"
            )),
        }
    }

    /// `rng_bit_generator`: the bits and the new state.
    fn rng_bit_generator(
        &mut self,
        state: Value,
        algorithm: BitAlgorithm,
        state_ty: TensorType,
        bits_ty: TensorType,
    ) -> Vec<Value> {
        let bits = self.op(
            OpKind::RngBits {
                algorithm,
                global_shape: Vec::new(),
            },
            vec![state],
            bits_ty.clone(),
        );
        let words = state_ty.shape.first().copied().unwrap_or(0);
        let advance = bit_generator_advance(algorithm, &bits_ty.shape, bits_ty.element.int_bits());
        let mut step = vec![0i64; words.max(0) as usize];
        if let Some(w) = step.get_mut(1) {
            *w = advance as i64;
        }
        let step = self.ints(state_ty.clone(), step);
        let mut next = self.op(
            OpKind::Binary(BinaryOp::Add),
            vec![state, step],
            state_ty.clone(),
        );
        if words == 3 {
            // The counter's low word wrapped: carry into its high word.
            let word = |b: &mut Self, v: Value| {
                let w = b.op(
                    OpKind::Slice {
                        start: vec![1],
                        limit: vec![2],
                        strides: vec![1],
                    },
                    vec![v],
                    TensorType::new([1], ElementType::U64),
                );
                b.op(
                    OpKind::Reshape,
                    vec![w],
                    TensorType::scalar(ElementType::U64),
                )
            };
            let (old, new) = (word(self, state), word(self, next));
            let wrapped = self.op(
                OpKind::Compare(CompareDirection::Lt),
                vec![new, old],
                TensorType::scalar(ElementType::I1),
            );
            let carry = self.op(
                OpKind::Convert,
                vec![wrapped],
                TensorType::new([1], ElementType::U64),
            );
            let zeros = self.ints(TensorType::new([2], ElementType::U64), vec![0]);
            let carry = self.op(
                OpKind::Concatenate { dimension: 0 },
                vec![zeros, carry],
                state_ty.clone(),
            );
            next = self.op(OpKind::Binary(BinaryOp::Add), vec![next, carry], state_ty);
        }
        vec![next, bits]
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
    attrs: ExpandAttrs,
    loc: Location,
) -> Result<Vec<Value>, String> {
    let slice_sizes = attrs.slice_sizes;
    let mut b = Builder { f, loc };
    match mnemonic {
        "optimization_barrier" => Ok(operands.to_vec()),
        "bitcast_convert" => {
            let ([x], [to]) = (operands, result_types) else {
                return Err(
                    "'stablehlo.bitcast_convert' takes one operand and has one result".into(),
                );
            };
            Ok(vec![b.bitcast_convert(*x, to.clone())?])
        }
        "rng_bit_generator" => {
            let ([state], [state_ty, bits_ty]) = (operands, result_types) else {
                return Err(
                    "'stablehlo.rng_bit_generator' takes a state and makes a state and bits".into(),
                );
            };
            let algorithm = attrs
                .rng_algorithm
                .ok_or("'stablehlo.rng_bit_generator' needs rng_algorithm")?;
            if !matches!(bits_ty.element.int_bits(), 32 | 64) {
                return Err(format!(
                    "'stablehlo.rng_bit_generator' making {bits_ty}: shardc makes 32- and 64-bit integer bits"
                ));
            }
            Ok(b.rng_bit_generator(*state, algorithm, state_ty.clone(), bits_ty.clone()))
        }
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
