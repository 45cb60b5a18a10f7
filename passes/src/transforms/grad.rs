//! `grad`: reverse-mode automatic differentiation over the IR, and the SGD training step built
//! from it (`shardc compile --train sgd`).
//!
//! The forward function's first result is the loss, a float scalar. [`gradient`] appends to a
//! copy of the forward function the adjoint of every op, in reverse program order: each value
//! gets the sum of the contributions of its readers (`∂loss/∂v`), starting from 1 for the
//! loss. The result is an ordinary function — propagation and partitioning treat the backward
//! ops like any other, so the gradients of a sharded program get their collectives the same
//! way (a weight gradient contracted over a batch split over `dp` becomes a partial sum, made
//! whole by an `all_reduce` over `dp`).
//!
//! Differentiable: elementwise math (add, subtract, multiply, divide, negate, maximum and
//! minimum — ties split in halves, as JAX does — power, atan2, remainder, exp, log, tanh,
//! logistic, sqrt, rsqrt, abs, sin, cos, tan, erf, erfc, log1p, expm1, cbrt), select,
//! convert between floats, broadcast_in_dim, reshape, transpose, slice, concatenate, pad
//! (non-negative padding), reduce (add; max and min share the gradient among ties; mul),
//! dot_general (any batch and contracting dimensions), gather (its gradient is a scatter-add),
//! the composites softmax, layer_norm and gelu, and sharding constraints. Constants, iota,
//! comparisons, random numbers, integer values and the piecewise-constant ops (sign, floor,
//! ceil, rounding) carry no gradient. Calls must be inlined first (`inline`). Anything else
//! that a gradient flows through is an error naming the op.

use std::collections::HashMap;

use shardc_ir::infer::infer_result_type;
use shardc_ir::op::{
    BinaryOp, CompareDirection, DotDims, ReduceKind, ScatterDims, ScatterKind, UnaryOp,
};
use shardc_ir::{DenseElements, Diagnostic, Function, Location, OpId, OpKind, TensorType, Value};

/// The gradient of the loss (result 0 of `f`) with respect to arguments `params`: a function
/// named like `f` with `f`'s arguments and the results `(loss, ∂loss/∂params[0], …)`.
pub fn gradient(f: &Function, params: &[usize]) -> Result<Function, Diagnostic> {
    let (g, loss, grads) = backward(f, params)?;
    finish(g, loss, params, grads, |_, _, g| Ok(g))
}

/// The plain SGD training step of `f`: results `(loss, p0 - lr ∂loss/∂p0, …)` for the
/// arguments `params`, in that order (see [`super::optimizer::train_step`]).
pub fn sgd_step(f: &Function, params: &[usize], lr: f64) -> Result<Function, Diagnostic> {
    super::optimizer::train_step(
        f,
        params,
        &super::optimizer::Optimizer {
            rule: super::optimizer::Rule::Sgd {
                momentum: 0.0,
                nesterov: false,
            },
            lr,
            clip_norm: None,
            loss_scale: None,
        },
    )
}

fn diag(loc: &Location, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(loc.clone(), message.into())
}

/// Appends `f`'s backward pass to a copy of it; returns the copy (without its return) and the
/// gradient value of each parameter (`None`: the loss does not depend on it).
/// The backward pass's parts: the function so far, the loss value, each parameter's
/// gradient.
pub(crate) type Backward = (Function, Value, Vec<Option<Value>>);

fn backward(f: &Function, params: &[usize]) -> Result<Backward, Diagnostic> {
    backward_with_seed(f, params, 1.0)
}

/// Like `backward`, the adjoint of the loss starting at `seed` (loss scaling).
pub(crate) fn backward_with_seed(
    f: &Function,
    params: &[usize],
    seed: f64,
) -> Result<Backward, Diagnostic> {
    let ret = f
        .return_op()
        .ok_or_else(|| diag(&f.loc, format!("'@{}' has no 'func.return'", f.name)))?;
    let loss = *f.ops[ret].operands.first().ok_or_else(|| {
        diag(
            &f.loc,
            format!(
                "'@{}' returns nothing: its first result must be the loss",
                f.name
            ),
        )
    })?;
    let lt = f.ty(loss);
    if lt.rank() != 0 || !lt.element.is_float() {
        return Err(diag(
            &f.loc,
            format!(
                "the loss (the first result of '@{}') must be a float scalar, found {lt}",
                f.name
            ),
        ));
    }
    for &i in params {
        let Some(&a) = f.args.get(i) else {
            return Err(diag(
                &f.loc,
                format!(
                    "'@{}' has {} arguments; there is no parameter {i}",
                    f.name,
                    f.args.len()
                ),
            ));
        };
        if !f.ty(a).element.is_float() {
            return Err(diag(
                &f.loc,
                format!(
                    "argument {i} of '@{}' is {}: only float arguments have gradients",
                    f.name,
                    f.ty(a)
                ),
            ));
        }
    }
    let mut g = f.clone();
    g.body.retain(|&op| op != ret);
    let forward: Vec<OpId> = g.body.clone();
    let mut e = Emitter {
        f: &mut g,
        adj: HashMap::new(),
        loc: f.loc.clone(),
    };
    let seed = e.splat(&lt.clone(), seed).map_err(|m| diag(&f.loc, m))?;
    e.adj.insert(loss, seed);
    for &op in forward.iter().rev() {
        let data = e.f.ops[op].clone();
        if !data.results.iter().any(|r| e.adj.contains_key(r)) {
            continue;
        }
        e.loc = data.loc.clone();
        e.op_adjoint(op).map_err(|m| {
            diag(
                &data.loc,
                format!("cannot differentiate '{}': {m}", data.kind.name()),
            )
        })?;
    }
    let grads = params
        .iter()
        .map(|&i| e.adj.get(&e.f.args[i]).copied())
        .collect();
    Ok((g, loss, grads))
}

/// Ends `g` with `return (loss, out(0, grad_0), …)`; a parameter the loss does not depend
/// on has a gradient of zeros.
fn finish(
    mut g: Function,
    loss: Value,
    params: &[usize],
    grads: Vec<Option<Value>>,
    out: impl Fn(&mut Emitter, usize, Value) -> Result<Value, String>,
) -> Result<Function, Diagnostic> {
    let loc = g.loc.clone();
    let mut e = Emitter {
        f: &mut g,
        adj: HashMap::new(),
        loc: loc.clone(),
    };
    let mut results = vec![loss];
    for (i, grad) in grads.into_iter().enumerate() {
        let grad = match grad {
            Some(v) => v,
            None => {
                let ty = e.ty(e.f.args[params[i]]);
                e.splat(&ty, 0.0).map_err(|m| diag(&loc, m))?
            }
        };
        results.push(out(&mut e, i, grad).map_err(|m| diag(&loc, m))?);
    }
    let types: Vec<TensorType> = results.iter().map(|&v| e.f.ty(v).clone()).collect();
    g.append_op(OpKind::Return, results, vec![], loc);
    g.result_types = types.clone();
    g.result_shardings = vec![None; types.len()];
    g.result_attrs = vec![Default::default(); types.len()];
    Ok(g)
}

/// Emits ops at the end of a function.
pub(crate) struct Emitter<'f> {
    pub(crate) f: &'f mut Function,
    /// The adjoint of each value reached so far.
    adj: HashMap<Value, Value>,
    loc: Location,
}

fn inverse(perm: &[i64]) -> Vec<i64> {
    let mut inv = vec![0; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        inv[p as usize] = i as i64;
    }
    inv
}

impl<'f> Emitter<'f> {
    /// An emitter appending to `f`, at `f`'s location.
    pub(crate) fn new(f: &'f mut Function) -> Emitter<'f> {
        let loc = f.loc.clone();
        Emitter {
            f,
            adj: HashMap::new(),
            loc,
        }
    }

    pub(crate) fn ty(&self, v: Value) -> TensorType {
        self.f.ty(v).clone()
    }

    pub(crate) fn emit(
        &mut self,
        kind: OpKind,
        operands: Vec<Value>,
        declared: Option<TensorType>,
    ) -> Result<Value, String> {
        let types: Vec<&TensorType> = operands.iter().map(|&v| self.f.ty(v)).collect();
        let ty = infer_result_type(&kind, &types, declared.as_ref())?;
        let op = self.f.append_op(kind, operands, vec![ty], self.loc.clone());
        Ok(self.f.ops[op].results[0])
    }

    /// A constant of type `ty` with every element `v`.
    pub(crate) fn splat(&mut self, ty: &TensorType, v: f64) -> Result<Value, String> {
        self.emit(
            OpKind::Constant(DenseElements::splat_float(ty.clone(), v)),
            vec![],
            None,
        )
    }

    pub(crate) fn bin(&mut self, op: BinaryOp, x: Value, y: Value) -> Result<Value, String> {
        self.emit(OpKind::Binary(op), vec![x, y], None)
    }

    pub(crate) fn un(&mut self, op: UnaryOp, x: Value) -> Result<Value, String> {
        self.emit(OpKind::Unary(op), vec![x], None)
    }

    pub(crate) fn mul(&mut self, x: Value, y: Value) -> Result<Value, String> {
        self.bin(BinaryOp::Multiply, x, y)
    }

    /// `x * c` for a float constant `c`.
    pub(crate) fn scale(&mut self, x: Value, c: f64) -> Result<Value, String> {
        let ty = self.ty(x);
        let k = self.splat(&ty, c)?;
        self.mul(x, k)
    }

    pub(crate) fn select(&mut self, p: Value, a: Value, b: Value) -> Result<Value, String> {
        self.emit(OpKind::Select, vec![p, a, b], None)
    }

    pub(crate) fn compare(
        &mut self,
        d: CompareDirection,
        x: Value,
        y: Value,
    ) -> Result<Value, String> {
        self.emit(OpKind::Compare(d), vec![x, y], None)
    }

    /// Broadcasts `x` to `to`, its dimension `i` going to `dims[i]`.
    pub(crate) fn bcast(
        &mut self,
        x: Value,
        to: &TensorType,
        dims: Vec<i64>,
    ) -> Result<Value, String> {
        let out = to.with_element(self.ty(x).element);
        self.emit(OpKind::BroadcastInDim { dims }, vec![x], Some(out))
    }

    /// The sum of `x` over `dims`.
    pub(crate) fn sum(&mut self, x: Value, dims: Vec<i64>) -> Result<Value, String> {
        if dims.is_empty() {
            return Ok(x);
        }
        let e = self.ty(x).element;
        let zero = self.splat(&TensorType::scalar(e), 0.0)?;
        self.emit(
            OpKind::Reduce {
                dimensions: dims,
                kind: ReduceKind::Add,
            },
            vec![x, zero],
            None,
        )
    }

    fn reshape(&mut self, x: Value, to: &TensorType) -> Result<Value, String> {
        if self.ty(x).shape == to.shape {
            return Ok(x);
        }
        let out = to.with_element(self.ty(x).element);
        self.emit(OpKind::Reshape, vec![x], Some(out))
    }

    /// Adds `contribution` to the adjoint of `v` (float values only).
    fn accumulate(&mut self, v: Value, contribution: Value) -> Result<(), String> {
        let c = if self.ty(contribution).element != self.ty(v).element {
            let to = self.ty(v);
            self.emit(OpKind::Convert, vec![contribution], Some(to))?
        } else {
            contribution
        };
        let total = match self.adj.get(&v) {
            Some(&old) => self.bin(BinaryOp::Add, old, c)?,
            None => c,
        };
        self.adj.insert(v, total);
        Ok(())
    }

    /// Whether `v` can carry a gradient.
    fn float(&self, v: Value) -> bool {
        self.f.ty(v).element.is_float()
    }

    fn op_adjoint(&mut self, op: OpId) -> Result<(), String> {
        let data = self.f.ops[op].clone();
        let x = data.operands.first().copied();
        if let OpKind::While { .. } = data.kind {
            return Err(
                "loops are not differentiated: export the training step from JAX, \
                        which differentiates a scan or fori_loop into loops shardc runs"
                    .into(),
            );
        }
        if let OpKind::ManualComputation { .. } = data.kind {
            return Err(
                "manual computations (shard_map) are not differentiated: export the training \
                        step from JAX, which differentiates the shard_map for you"
                    .into(),
            );
        }
        let r = data.results.first().copied();
        let (Some(r), true) = (r, data.results.len() == 1) else {
            return Err("ops with several results are not differentiable yet".into());
        };
        if !self.float(r) {
            return Ok(());
        }
        let dy = self.adj[&r];
        match &data.kind {
            // A bitcast's result does not vary smoothly with its operand: no gradient flows
            // (as in JAX).
            OpKind::Constant(_)
            | OpKind::Iota { .. }
            | OpKind::Rng { .. }
            | OpKind::RngBits { .. }
            | OpKind::BitcastConvert => Ok(()),
            OpKind::Unary(u) => self.unary_adjoint(*u, x.ok_or("no operand")?, r, dy),
            OpKind::Binary(b) => self.binary_adjoint(*b, data.operands[0], data.operands[1], r, dy),
            OpKind::Select => {
                let (p, a, b) = (data.operands[0], data.operands[1], data.operands[2]);
                let zero = self.splat(&self.ty(r), 0.0)?;
                let da = self.select(p, dy, zero)?;
                let db = self.select(p, zero, dy)?;
                self.accumulate(a, da)?;
                self.accumulate(b, db)
            }
            OpKind::Convert => {
                let x = x.ok_or("no operand")?;
                if self.float(x) {
                    let to = self.ty(x);
                    let d = self.emit(OpKind::Convert, vec![dy], Some(to))?;
                    self.accumulate(x, d)?;
                }
                Ok(())
            }
            OpKind::Constraint => self.accumulate(x.ok_or("no operand")?, dy),
            OpKind::Reshape => {
                let x = x.ok_or("no operand")?;
                let to = self.ty(x);
                let d = self.reshape(dy, &to)?;
                self.accumulate(x, d)
            }
            OpKind::Reverse { dimensions } => {
                let x = x.ok_or("no operand")?;
                let d = self.emit(
                    OpKind::Reverse {
                        dimensions: dimensions.clone(),
                    },
                    vec![dy],
                    None,
                )?;
                self.accumulate(x, d)
            }
            OpKind::Transpose { permutation } => {
                let x = x.ok_or("no operand")?;
                let d = self.emit(
                    OpKind::Transpose {
                        permutation: inverse(permutation),
                    },
                    vec![dy],
                    None,
                )?;
                self.accumulate(x, d)
            }
            OpKind::BroadcastInDim { dims } => {
                let x = x.ok_or("no operand")?;
                let (xt, rt) = (self.ty(x), self.ty(r));
                let summed: Vec<i64> = (0..rt.rank() as i64)
                    .filter(|d| match dims.iter().position(|x| x == d) {
                        None => true,
                        Some(i) => xt.shape[i] == 1 && rt.shape[*d as usize] != 1,
                    })
                    .collect();
                let s = self.sum(dy, summed.clone())?;
                // The dimensions left, in result order, are operand dimensions: put them in
                // operand order, then restore the operand's unit dimensions.
                let left: Vec<usize> = (0..rt.rank())
                    .filter(|d| !summed.contains(&(*d as i64)))
                    .map(|d| dims.iter().position(|&x| x == d as i64).unwrap_or(0))
                    .collect();
                let mut order: Vec<usize> = (0..left.len()).collect();
                order.sort_by_key(|&k| left[k]);
                let s = if order.iter().enumerate().any(|(i, &k)| i != k) {
                    self.emit(
                        OpKind::Transpose {
                            permutation: order.iter().map(|&k| k as i64).collect(),
                        },
                        vec![s],
                        None,
                    )?
                } else {
                    s
                };
                let d = self.reshape(s, &xt)?;
                self.accumulate(x, d)
            }
            OpKind::Reduce { dimensions, kind } => {
                let x = data.operands[0];
                let xt = self.ty(x);
                let kept: Vec<i64> = (0..xt.rank() as i64)
                    .filter(|d| !dimensions.contains(d))
                    .collect();
                let dyb = self.bcast(dy, &xt, kept.clone())?;
                let d = match kind {
                    ReduceKind::Add => dyb,
                    ReduceKind::Max | ReduceKind::Min => {
                        // Shared equally among the elements equal to the result (JAX's rule).
                        let rb = self.bcast(r, &xt, kept)?;
                        let eq = self.compare(CompareDirection::Eq, x, rb)?;
                        let one = self.splat(&xt, 1.0)?;
                        let zero = self.splat(&xt, 0.0)?;
                        let ind = self.select(eq, one, zero)?;
                        let count = self.sum(ind, dimensions.clone())?;
                        let kept: Vec<i64> = (0..xt.rank() as i64)
                            .filter(|d| !dimensions.contains(d))
                            .collect();
                        let cb = self.bcast(count, &xt, kept)?;
                        let share = self.bin(BinaryOp::Divide, ind, cb)?;
                        self.mul(share, dyb)?
                    }
                    ReduceKind::Mul => {
                        let rb = self.bcast(r, &xt, kept)?;
                        let q = self.bin(BinaryOp::Divide, rb, x)?;
                        self.mul(q, dyb)?
                    }
                };
                self.accumulate(x, d)
            }
            OpKind::DotGeneral(dd) => self.dot_adjoint(dd, data.operands[0], data.operands[1], dy),
            OpKind::Slice {
                start,
                limit,
                strides,
            } => {
                let x = x.ok_or("no operand")?;
                let xt = self.ty(x);
                if self.ty(r).num_elements() == 0 {
                    return Ok(());
                }
                let rt = self.ty(r);
                let high: Vec<i64> = (0..xt.rank())
                    .map(|d| xt.shape[d] - (start[d] + (rt.shape[d] - 1) * strides[d] + 1))
                    .collect();
                let _ = limit;
                let zero = self.splat(&TensorType::scalar(rt.element), 0.0)?;
                let d = self.emit(
                    OpKind::Pad {
                        low: start.clone(),
                        high,
                        interior: strides.iter().map(|s| s - 1).collect(),
                    },
                    vec![dy, zero],
                    None,
                )?;
                self.accumulate(x, d)
            }
            OpKind::Concatenate { dimension } => {
                let d = *dimension as usize;
                let rt = self.ty(r);
                let mut offset = 0;
                for &part in &data.operands {
                    let pt = self.ty(part);
                    if self.float(part) && pt.num_elements() > 0 {
                        let mut start = vec![0; rt.rank()];
                        let mut limit = rt.shape.clone();
                        start[d] = offset;
                        limit[d] = offset + pt.shape[d];
                        let piece = self.emit(
                            OpKind::Slice {
                                start,
                                limit,
                                strides: vec![1; rt.rank()],
                            },
                            vec![dy],
                            None,
                        )?;
                        self.accumulate(part, piece)?;
                    }
                    offset += pt.shape[d];
                }
                Ok(())
            }
            OpKind::Pad {
                low,
                high,
                interior,
            } => {
                let x = data.operands[0];
                if low.iter().chain(high).any(|&p| p < 0) {
                    return Err("negative padding is not differentiable yet".into());
                }
                let xt = self.ty(x);
                if xt.num_elements() == 0 {
                    return Ok(());
                }
                let limit: Vec<i64> = (0..xt.rank())
                    .map(|d| low[d] + (xt.shape[d] - 1) * (interior[d] + 1) + 1)
                    .collect();
                let d = self.emit(
                    OpKind::Slice {
                        start: low.clone(),
                        limit,
                        strides: interior.iter().map(|i| i + 1).collect(),
                    },
                    vec![dy],
                    None,
                )?;
                self.accumulate(x, d)
            }
            OpKind::Gather(g) => {
                let (table, indices) = (data.operands[0], data.operands[1]);
                let tt = self.ty(table);
                let zeros = self.splat(&tt, 0.0)?;
                let d = self.emit(
                    OpKind::Scatter {
                        dims: ScatterDims {
                            update_window_dims: g.offset_dims.clone(),
                            inserted_window_dims: g.collapsed_slice_dims.clone(),
                            input_batching_dims: g.operand_batching_dims.clone(),
                            scatter_indices_batching_dims: g.start_indices_batching_dims.clone(),
                            scatter_dims_to_operand_dims: g.start_index_map.clone(),
                            index_vector_dim: g.index_vector_dim,
                        },
                        kind: ScatterKind::Reduce(ReduceKind::Add),
                    },
                    vec![zeros, indices, dy],
                    None,
                )?;
                self.accumulate(table, d)
            }
            OpKind::Softmax { dimension } => {
                let x = x.ok_or("no operand")?;
                let rt = self.ty(r);
                let prod = self.mul(dy, r)?;
                let s = self.sum(prod, vec![*dimension])?;
                let kept: Vec<i64> = (0..rt.rank() as i64).filter(|d| d != dimension).collect();
                let sb = self.bcast(s, &rt, kept)?;
                let diff = self.bin(BinaryOp::Subtract, dy, sb)?;
                let d = self.mul(r, diff)?;
                self.accumulate(x, d)
            }
            OpKind::LayerNorm { dimension, epsilon } => {
                self.layer_norm_adjoint(&data.operands, *dimension, *epsilon, dy)
            }
            OpKind::Gelu { approximate } => {
                let x = x.ok_or("no operand")?;
                let d = self.gelu_derivative(x, *approximate)?;
                let d = self.mul(dy, d)?;
                self.accumulate(x, d)
            }
            OpKind::Compare(_) => Ok(()),
            other => Err(format!("'{}' has no gradient rule yet", other.name())),
        }
    }

    fn unary_adjoint(&mut self, u: UnaryOp, x: Value, r: Value, dy: Value) -> Result<(), String> {
        use UnaryOp::*;
        if !self.float(x) {
            return Ok(());
        }
        let xt = self.ty(x);
        let d = match u {
            Negate => self.un(Negate, dy)?,
            Exponential => self.mul(dy, r)?,
            Log => self.bin(BinaryOp::Divide, dy, x)?,
            Tanh => {
                let r2 = self.mul(r, r)?;
                let one = self.splat(&xt, 1.0)?;
                let t = self.bin(BinaryOp::Subtract, one, r2)?;
                self.mul(dy, t)?
            }
            Logistic => {
                let one = self.splat(&xt, 1.0)?;
                let t = self.bin(BinaryOp::Subtract, one, r)?;
                let t = self.mul(r, t)?;
                self.mul(dy, t)?
            }
            Sqrt => {
                let two_r = self.scale(r, 2.0)?;
                self.bin(BinaryOp::Divide, dy, two_r)?
            }
            Rsqrt => {
                let q = self.bin(BinaryOp::Divide, r, x)?;
                let q = self.scale(q, -0.5)?;
                self.mul(dy, q)?
            }
            Abs => {
                let s = self.un(Sign, x)?;
                self.mul(dy, s)?
            }
            Sine => {
                let c = self.un(Cosine, x)?;
                self.mul(dy, c)?
            }
            Cosine => {
                let s = self.un(Sine, x)?;
                let s = self.un(Negate, s)?;
                self.mul(dy, s)?
            }
            Tan => {
                let r2 = self.mul(r, r)?;
                let one = self.splat(&xt, 1.0)?;
                let t = self.bin(BinaryOp::Add, one, r2)?;
                self.mul(dy, t)?
            }
            Erf | Erfc => {
                let x2 = self.mul(x, x)?;
                let nx2 = self.un(Negate, x2)?;
                let e = self.un(Exponential, nx2)?;
                let k = 2.0 / std::f64::consts::PI.sqrt();
                let t = self.scale(e, if u == Erf { k } else { -k })?;
                self.mul(dy, t)?
            }
            LogPlusOne => {
                let one = self.splat(&xt, 1.0)?;
                let t = self.bin(BinaryOp::Add, one, x)?;
                self.bin(BinaryOp::Divide, dy, t)?
            }
            ExponentialMinusOne => {
                let one = self.splat(&xt, 1.0)?;
                let t = self.bin(BinaryOp::Add, r, one)?;
                self.mul(dy, t)?
            }
            Cbrt => {
                let r2 = self.mul(r, r)?;
                let t = self.scale(r2, 3.0)?;
                self.bin(BinaryOp::Divide, dy, t)?
            }
            Sinh => {
                let c = self.un(Cosh, x)?;
                self.mul(dy, c)?
            }
            Cosh => {
                let c = self.un(Sinh, x)?;
                self.mul(dy, c)?
            }
            // asin' = 1/sqrt(1 − x²), acos' = −asin', atan' = 1/(1 + x²).
            Asin | Acos => {
                let x2 = self.mul(x, x)?;
                let one = self.splat(&xt, 1.0)?;
                let t = self.bin(BinaryOp::Subtract, one, x2)?;
                let t = self.un(Rsqrt, t)?;
                let t = if u == Acos { self.un(Negate, t)? } else { t };
                self.mul(dy, t)?
            }
            Atan => {
                let x2 = self.mul(x, x)?;
                let one = self.splat(&xt, 1.0)?;
                let t = self.bin(BinaryOp::Add, one, x2)?;
                self.bin(BinaryOp::Divide, dy, t)?
            }
            // asinh' = 1/sqrt(x² + 1), acosh' = 1/sqrt(x² − 1), atanh' = 1/(1 − x²).
            Asinh | Acosh => {
                let x2 = self.mul(x, x)?;
                let one = self.splat(&xt, 1.0)?;
                let op = if u == Asinh {
                    BinaryOp::Add
                } else {
                    BinaryOp::Subtract
                };
                let t = self.bin(op, x2, one)?;
                let t = self.un(Rsqrt, t)?;
                self.mul(dy, t)?
            }
            Atanh => {
                let x2 = self.mul(x, x)?;
                let one = self.splat(&xt, 1.0)?;
                let t = self.bin(BinaryOp::Subtract, one, x2)?;
                self.bin(BinaryOp::Divide, dy, t)?
            }
            // erf_inv'(x) = sqrt(pi)/2 · exp(erf_inv(x)²).
            ErfInv => {
                let r2 = self.mul(r, r)?;
                let e = self.un(Exponential, r2)?;
                let t = self.scale(e, std::f64::consts::PI.sqrt() / 2.0)?;
                self.mul(dy, t)?
            }
            Lgamma => {
                let d = self.un(Digamma, x)?;
                self.mul(dy, d)?
            }
            Digamma => {
                return Err(
                    "'hlo.digamma' has no gradient rule yet (it needs the trigamma function)"
                        .into(),
                );
            }
            Sign | Floor | Ceil | RoundNearestEven | RoundNearestAfz | IsFinite | Not | Popcnt
            | CountLeadingZeros => {
                return Ok(());
            }
        };
        self.accumulate(x, d)
    }

    fn binary_adjoint(
        &mut self,
        b: BinaryOp,
        x: Value,
        y: Value,
        r: Value,
        dy: Value,
    ) -> Result<(), String> {
        use BinaryOp::*;
        if !self.float(x) {
            return Ok(());
        }
        let t = self.ty(r);
        match b {
            Add => {
                self.accumulate(x, dy)?;
                self.accumulate(y, dy)
            }
            Subtract => {
                self.accumulate(x, dy)?;
                let n = self.un(UnaryOp::Negate, dy)?;
                self.accumulate(y, n)
            }
            Multiply => {
                let dx = self.mul(dy, y)?;
                let dyy = self.mul(dy, x)?;
                self.accumulate(x, dx)?;
                self.accumulate(y, dyy)
            }
            Divide => {
                let dx = self.bin(Divide, dy, y)?;
                let q = self.bin(Divide, r, y)?;
                let dyy = self.mul(dy, q)?;
                let dyy = self.un(UnaryOp::Negate, dyy)?;
                self.accumulate(x, dx)?;
                self.accumulate(y, dyy)
            }
            Maximum | Minimum => {
                // The larger (smaller) operand takes the gradient; ties split it in halves.
                let (win, _) = if b == Maximum {
                    (CompareDirection::Gt, ())
                } else {
                    (CompareDirection::Lt, ())
                };
                let wins = self.compare(win, x, y)?;
                let ties = self.compare(CompareDirection::Eq, x, y)?;
                let one = self.splat(&t, 1.0)?;
                let half = self.splat(&t, 0.5)?;
                let zero = self.splat(&t, 0.0)?;
                let tie_share = self.select(ties, half, zero)?;
                let wx = self.select(wins, one, tie_share)?;
                let wy = self.bin(Subtract, one, wx)?;
                let dx = self.mul(dy, wx)?;
                let dyy = self.mul(dy, wy)?;
                self.accumulate(x, dx)?;
                self.accumulate(y, dyy)
            }
            Power => {
                let one = self.splat(&t, 1.0)?;
                let ym1 = self.bin(Subtract, y, one)?;
                let p = self.bin(Power, x, ym1)?;
                let dx = self.mul(p, y)?;
                let dx = self.mul(dy, dx)?;
                let lx = self.un(UnaryOp::Log, x)?;
                let dyy = self.mul(lx, r)?;
                let dyy = self.mul(dy, dyy)?;
                self.accumulate(x, dx)?;
                self.accumulate(y, dyy)
            }
            Atan2 => {
                // atan2(x, y): d/dx = y / (x² + y²), d/dy = -x / (x² + y²).
                let x2 = self.mul(x, x)?;
                let y2 = self.mul(y, y)?;
                let n = self.bin(Add, x2, y2)?;
                let dx = self.bin(Divide, y, n)?;
                let dx = self.mul(dy, dx)?;
                let dyy = self.bin(Divide, x, n)?;
                let dyy = self.un(UnaryOp::Negate, dyy)?;
                let dyy = self.mul(dy, dyy)?;
                self.accumulate(x, dx)?;
                self.accumulate(y, dyy)
            }
            Remainder => {
                // x - trunc(x / y) y.
                let q = self.bin(Divide, x, y)?;
                let zero = self.splat(&t, 0.0)?;
                let pos = self.compare(CompareDirection::Ge, q, zero)?;
                let fl = self.un(UnaryOp::Floor, q)?;
                let ce = self.un(UnaryOp::Ceil, q)?;
                let tr = self.select(pos, fl, ce)?;
                let dyy = self.mul(dy, tr)?;
                let dyy = self.un(UnaryOp::Negate, dyy)?;
                self.accumulate(x, dy)?;
                self.accumulate(y, dyy)
            }
            And | Or | Xor | ShiftLeft | ShiftRightLogical | ShiftRightArithmetic => Ok(()),
        }
    }

    /// `dot_general`'s adjoints: each operand's is a product of the result's adjoint with the
    /// other operand, transposed into the operand's dimension order.
    fn dot_adjoint(&mut self, d: &DotDims, l: Value, r: Value, dy: Value) -> Result<(), String> {
        let (lt, rt) = (self.ty(l), self.ty(r));
        let free = |rank: usize, batch: &[i64], contracting: &[i64]| -> Vec<i64> {
            (0..rank as i64)
                .filter(|x| !batch.contains(x) && !contracting.contains(x))
                .collect()
        };
        let lf = free(lt.rank(), &d.lhs_batch, &d.lhs_contracting);
        let rf = free(rt.rank(), &d.rhs_batch, &d.rhs_contracting);
        let nb = d.lhs_batch.len() as i64;
        let dy_batch: Vec<i64> = (0..nb).collect();
        let dy_lfree: Vec<i64> = (nb..nb + lf.len() as i64).collect();
        let dy_rfree: Vec<i64> =
            (nb + lf.len() as i64..nb + (lf.len() + rf.len()) as i64).collect();
        if self.float(l) {
            // dy x rhs contracting rhs's free dimensions: [batch, lhs free, rhs contracting
            // (ascending)].
            let p = self.emit(
                OpKind::DotGeneral(DotDims {
                    lhs_batch: dy_batch.clone(),
                    rhs_batch: d.rhs_batch.clone(),
                    lhs_contracting: dy_rfree.clone(),
                    rhs_contracting: rf.clone(),
                }),
                vec![dy, r],
                None,
            )?;
            let mut rc_sorted = d.rhs_contracting.clone();
            rc_sorted.sort_unstable();
            // Where each lhs dimension is in the product.
            let mut perm = vec![0i64; lt.rank()];
            for (i, &b) in d.lhs_batch.iter().enumerate() {
                perm[b as usize] = i as i64;
            }
            for (j, &f) in lf.iter().enumerate() {
                perm[f as usize] = nb + j as i64;
            }
            for (k, &rc) in rc_sorted.iter().enumerate() {
                let pos = d.rhs_contracting.iter().position(|&x| x == rc).unwrap_or(0);
                perm[d.lhs_contracting[pos] as usize] = nb + lf.len() as i64 + k as i64;
            }
            let p = self.maybe_transpose(p, perm)?;
            self.accumulate(l, p)?;
        }
        if self.float(r) {
            // lhs x dy contracting lhs's free dimensions: [batch, lhs contracting
            // (ascending), rhs free].
            let p = self.emit(
                OpKind::DotGeneral(DotDims {
                    lhs_batch: d.lhs_batch.clone(),
                    rhs_batch: dy_batch,
                    lhs_contracting: lf.clone(),
                    rhs_contracting: dy_lfree,
                }),
                vec![l, dy],
                None,
            )?;
            let mut lc_sorted = d.lhs_contracting.clone();
            lc_sorted.sort_unstable();
            let mut perm = vec![0i64; rt.rank()];
            for (i, &b) in d.rhs_batch.iter().enumerate() {
                perm[b as usize] = i as i64;
            }
            for (k, &lc) in lc_sorted.iter().enumerate() {
                let pos = d.lhs_contracting.iter().position(|&x| x == lc).unwrap_or(0);
                perm[d.rhs_contracting[pos] as usize] = nb + k as i64;
            }
            let base = nb + lc_sorted.len() as i64;
            for (j, &f) in rf.iter().enumerate() {
                perm[f as usize] = base + j as i64;
            }
            let p = self.maybe_transpose(p, perm)?;
            self.accumulate(r, p)?;
        }
        Ok(())
    }

    fn maybe_transpose(&mut self, x: Value, perm: Vec<i64>) -> Result<Value, String> {
        if perm.iter().enumerate().all(|(i, &p)| p == i as i64) {
            return Ok(x);
        }
        self.emit(OpKind::Transpose { permutation: perm }, vec![x], None)
    }

    fn layer_norm_adjoint(
        &mut self,
        operands: &[Value],
        dim: i64,
        eps: f64,
        dy: Value,
    ) -> Result<(), String> {
        let (x, scale, bias) = (operands[0], operands[1], operands[2]);
        let xt = self.ty(x);
        let n = xt.shape[dim as usize] as f64;
        let kept: Vec<i64> = (0..xt.rank() as i64).filter(|&d| d != dim).collect();
        let back = |e: &mut Self, v: Value| e.bcast(v, &xt, kept.clone());
        // Recompute the normalized input.
        let s = self.sum(x, vec![dim])?;
        let mean = self.scale(s, 1.0 / n)?;
        let mb = back(self, mean)?;
        let xc = self.bin(BinaryOp::Subtract, x, mb)?;
        let sq = self.mul(xc, xc)?;
        let v = self.sum(sq, vec![dim])?;
        let var = self.scale(v, 1.0 / n)?;
        let vt = self.ty(var);
        let e = self.splat(&vt, eps)?;
        let ve = self.bin(BinaryOp::Add, var, e)?;
        let inv = self.un(UnaryOp::Rsqrt, ve)?;
        let ib = back(self, inv)?;
        let xhat = self.mul(xc, ib)?;
        let sb = self.bcast(scale, &xt, vec![dim])?;
        let g = self.mul(dy, sb)?;
        let gs = self.sum(g, vec![dim])?;
        let gm = self.scale(gs, 1.0 / n)?;
        let gmb = back(self, gm)?;
        let gx = self.mul(g, xhat)?;
        let gxs = self.sum(gx, vec![dim])?;
        let gxm = self.scale(gxs, 1.0 / n)?;
        let gxmb = back(self, gxm)?;
        let t = self.mul(xhat, gxmb)?;
        let u = self.bin(BinaryOp::Subtract, g, gmb)?;
        let u = self.bin(BinaryOp::Subtract, u, t)?;
        let dx = self.mul(ib, u)?;
        self.accumulate(x, dx)?;
        let dyx = self.mul(dy, xhat)?;
        let dscale = self.sum(dyx, kept.clone())?;
        self.accumulate(scale, dscale)?;
        let dbias = self.sum(dy, kept.clone())?;
        self.accumulate(bias, dbias)
    }

    /// The derivative of GELU at `x`.
    fn gelu_derivative(&mut self, x: Value, approximate: bool) -> Result<Value, String> {
        let xt = self.ty(x);
        let half = self.splat(&xt, 0.5)?;
        let one = self.splat(&xt, 1.0)?;
        if approximate {
            // 0.5 (1 + t) + 0.5 x (1 - t²) k (1 + 3 c x²), t = tanh(k (x + c x³)).
            let k = (2.0 / std::f64::consts::PI).sqrt();
            let c = 0.044715;
            let x2 = self.mul(x, x)?;
            let x3 = self.mul(x2, x)?;
            let cx3 = self.scale(x3, c)?;
            let inner = self.bin(BinaryOp::Add, x, cx3)?;
            let u = self.scale(inner, k)?;
            let t = self.un(UnaryOp::Tanh, u)?;
            let a = self.bin(BinaryOp::Add, one, t)?;
            let a = self.mul(half, a)?;
            let t2 = self.mul(t, t)?;
            let sech2 = self.bin(BinaryOp::Subtract, one, t2)?;
            let c3x2 = self.scale(x2, 3.0 * c)?;
            let du = self.bin(BinaryOp::Add, one, c3x2)?;
            let du = self.scale(du, k)?;
            let b = self.mul(sech2, du)?;
            let b = self.mul(b, x)?;
            let b = self.mul(half, b)?;
            self.bin(BinaryOp::Add, a, b)
        } else {
            // 0.5 (1 + erf(x / √2)) + x exp(-x² / 2) / √(2π).
            let xs = self.scale(x, std::f64::consts::FRAC_1_SQRT_2)?;
            let erf = self.un(UnaryOp::Erf, xs)?;
            let a = self.bin(BinaryOp::Add, one, erf)?;
            let a = self.mul(half, a)?;
            let x2 = self.mul(x, x)?;
            let nx2 = self.scale(x2, -0.5)?;
            let ex = self.un(UnaryOp::Exponential, nx2)?;
            let b = self.mul(x, ex)?;
            let b = self.scale(b, 1.0 / (2.0 * std::f64::consts::PI).sqrt())?;
            self.bin(BinaryOp::Add, a, b)
        }
    }
}

/// The `grad` pass: every public function whose first result is a float scalar (the loss)
/// becomes its gradient function — results `(loss, ∂loss/∂arg…)` for every float argument.
pub struct Grad;

impl crate::pass::Pass for Grad {
    fn name(&self) -> &'static str {
        "grad"
    }

    fn summary(&self) -> &'static str {
        "Reverse-mode autodiff: a loss function becomes (loss, gradients)"
    }

    fn description(&self) -> &'static str {
        r#"Every public function whose first result is a float scalar (the loss) is replaced by
its gradient function: the same arguments, and the results `(loss, ∂loss/∂a…)` for every
float argument `a` in order (integer arguments such as token ids carry no gradient). The
backward ops are appended after the forward ops, in reverse program order, each value's
adjoint summing its readers' contributions. Calls must be inlined first (`inline`).
`shardc compile --train sgd --lr LR --params I,J,…` builds a training step on the same
machinery (the gradients of the listed arguments, and the updates). Differentiable ops and
the rules for ties are listed in `passes/src/transforms/grad.rs`; an op a gradient flows
through without a rule is an error at the op.

Example — input (the loss is `x * y`):

```mlir
func.func @main(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = hlo.multiply %arg0, %arg1 : tensor<f32>
  return %0 : tensor<f32>
}
```

output: the loss, then `∂/∂x = 1 · y` and `∂/∂y = 1 · x` (the seed 1 folds away under
`canonicalize`):

```mlir
func.func @main(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
  %0 = hlo.multiply %arg0, %arg1 : tensor<f32>
  %1 = hlo.constant dense<1.0> : tensor<f32>
  %2 = hlo.multiply %1, %arg1 : tensor<f32>
  %3 = hlo.multiply %1, %arg0 : tensor<f32>
  return %0, %2, %3 : tensor<f32>, tensor<f32>, tensor<f32>
}
```"#
    }

    fn options(&self) -> &'static [crate::pass::OptionSpec] {
        &[]
    }

    fn scope(&self) -> crate::pass::PassScope {
        crate::pass::PassScope::Module
    }

    fn run_on_module(
        &self,
        module: &mut shardc_ir::Module,
        _options: &crate::pass::PassOptions,
        _notes: &mut Vec<Diagnostic>,
    ) -> Result<(), Vec<Diagnostic>> {
        let mut errors = Vec::new();
        for f in &mut module.functions {
            if f.visibility != shardc_ir::Visibility::Public {
                continue;
            }
            let params: Vec<usize> = (0..f.args.len())
                .filter(|&i| f.ty(f.args[i]).element.is_float())
                .collect();
            match gradient(f, &params) {
                Ok(g) => *f = g,
                Err(d) => errors.push(d),
            }
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn inverse_permutations() {
        assert_eq!(super::inverse(&[2, 0, 1]), vec![1, 2, 0]);
    }
}
