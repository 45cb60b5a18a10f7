//! `optimizer`: the training step — the gradient (`grad`) and the update of the parameters —
//! with SGD (momentum, Nesterov), AdamW, global gradient-norm clipping and static loss
//! scaling (`shardc compile --train …`).
//!
//! The step's arguments are the forward function's, then the optimizer's **state**: per
//! parameter a momentum buffer (SGD with momentum) or the first and second moments and, once,
//! the step count (AdamW). Its results are the loss, each listed parameter after the update
//! (in the order listed), then the new state. Parameters and state are **donated**: each
//! argument names the result that replaces it (`tf.aliasing_output`), so `shardc run --steps
//! N` feeds them back and the buffer plan updates them in place; state arguments are marked
//! `shardc.optimizer_state` and start at zero when the inputs do not give them. State is laid
//! out like its parameter.
//!
//! The arithmetic is optax's (`optax.sgd(lr, momentum, nesterov)`, `optax.adamw(lr, b1, b2,
//! eps, weight_decay=wd)`, `optax.clip_by_global_norm(c)` chained first):
//!
//! - clipping: `n = sqrt(Σ_p Σ g_p²)` over every parameter's whole gradient (computed once, on
//!   the global view: the sharded program reduces it over every device), `g ← g` if `n < c`,
//!   else `g / n · c`;
//! - SGD: `v ← g + μ v`; `p ← p − lr (g + μ v)` (Nesterov) or `p ← p − lr v`;
//!   without momentum `p ← p − lr g`;
//! - AdamW: `t ← t + 1`, `m ← β1 m + (1 − β1) g`, `v ← β2 v + (1 − β2) g²`,
//!   `p ← p − lr (m / (1 − β1^t) / (sqrt(v / (1 − β2^t)) + ε) + wd p)`;
//! - loss scaling by `S`: the backward pass starts from `S` instead of 1 and the gradients are
//!   divided by `S` (exact for a power of two; it keeps f16 gradients from underflowing).
//!
//! Averages are whatever the forward program computes: a loss that is a mean over the global
//! batch gives gradients averaged over the global batch, however the batch is split.

use shardc_ir::module::{ParamAttrs, ValueData, ValueDef};
use shardc_ir::op::{BinaryOp, CompareDirection, ReduceKind, UnaryOp};
use shardc_ir::{Attribute, Diagnostic, ElementType, Function, OpKind, TensorType, Value};

use super::grad::{Emitter, backward_with_seed};

/// The update rule.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Rule {
    /// Stochastic gradient descent, with optional (Nesterov) momentum.
    Sgd {
        /// Momentum (0: none).
        momentum: f64,
        /// Nesterov momentum.
        nesterov: bool,
    },
    /// Adam with decoupled weight decay.
    AdamW {
        /// First-moment decay.
        beta1: f64,
        /// Second-moment decay.
        beta2: f64,
        /// Added to the root of the second moment.
        eps: f64,
        /// Decoupled weight decay.
        weight_decay: f64,
    },
}

/// A training step's optimizer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Optimizer {
    /// The update rule.
    pub rule: Rule,
    /// Learning rate.
    pub lr: f64,
    /// Clip the gradients to this global norm first.
    pub clip_norm: Option<f64>,
    /// Static loss scale.
    pub loss_scale: Option<f64>,
}

/// The attribute marking an optimizer-state argument (it starts at zero).
pub const STATE_ATTR: &str = "shardc.optimizer_state";

/// Whether an argument with `attrs` is optimizer state ([`STATE_ATTR`]).
pub fn is_optimizer_state(attrs: &ParamAttrs) -> bool {
    attrs.attrs.iter().any(|(k, _)| k == STATE_ATTR)
}

/// The training step of `f` (first result: the loss) for the parameters `params` (see the
/// module documentation).
pub fn train_step(f: &Function, params: &[usize], opt: &Optimizer) -> Result<Function, Diagnostic> {
    let seed = opt.loss_scale.unwrap_or(1.0);
    let (mut g, loss, grads) = backward_with_seed(f, params, seed)?;
    let loc = g.loc.clone();
    let err = |m: String| Diagnostic::error(loc.clone(), m);
    let n_args = g.args.len();
    // State arguments, laid out like their parameters.
    let mut state_args: Vec<Value> = Vec::new();
    let add_arg = |g: &mut Function, ty: TensorType, like: Option<Value>| -> Value {
        let i = g.args.len();
        let sharding = like.and_then(|p| g.values[p].sharding.clone());
        let v = g.values.push(ValueData {
            ty,
            def: ValueDef::Arg(i),
            sharding,
        });
        g.args.push(v);
        g.arg_attrs.push(ParamAttrs {
            attrs: vec![(STATE_ATTR.to_string(), Attribute::Bool(true))],
            loc: shardc_ir::Location::Unknown,
        });
        v
    };
    let param_values: Vec<Value> = params.iter().map(|&i| g.args[i]).collect();
    let per_param = match opt.rule {
        Rule::Sgd { momentum, .. } if momentum != 0.0 => 1,
        Rule::Sgd { .. } => 0,
        Rule::AdamW { .. } => 2,
    };
    for k in 0..per_param {
        let _ = k;
        for &p in &param_values {
            let ty = g.ty(p).clone();
            state_args.push(add_arg(&mut g, ty, Some(p)));
        }
    }
    let count = if let Rule::AdamW { .. } = opt.rule {
        let e = g.ty(param_values[0]).element;
        let ty = TensorType::scalar(if e == ElementType::F64 {
            e
        } else {
            ElementType::F32
        });
        Some(add_arg(&mut g, ty, None))
    } else {
        None
    };
    let mut e = Emitter::new(&mut g);
    // Gradients (zeros for a parameter the loss does not depend on), unscaled.
    let mut gs: Vec<Value> = Vec::new();
    for (k, grad) in grads.into_iter().enumerate() {
        let ty = e.ty(param_values[k]);
        let v = match grad {
            Some(v) => v,
            None => e.splat(&ty, 0.0).map_err(err)?,
        };
        let v = if seed != 1.0 {
            e.scale(v, 1.0 / seed).map_err(err)?
        } else {
            v
        };
        gs.push(v);
    }
    if let Some(c) = opt.clip_norm {
        gs = clip(&mut e, &gs, c).map_err(err)?;
    }
    let mut new_params = Vec::new();
    let mut new_state = Vec::new();
    match opt.rule {
        Rule::Sgd { momentum, nesterov } => {
            for (k, &gk) in gs.iter().enumerate() {
                let p = param_values[k];
                let update = if momentum != 0.0 {
                    let v = state_args[k];
                    let mv = e.scale(v, momentum).map_err(err)?;
                    let v2 = e.bin(BinaryOp::Add, gk, mv).map_err(err)?;
                    new_state.push(v2);
                    if nesterov {
                        let mv2 = e.scale(v2, momentum).map_err(err)?;
                        e.bin(BinaryOp::Add, gk, mv2).map_err(err)?
                    } else {
                        v2
                    }
                } else {
                    gk
                };
                let step = e.scale(update, opt.lr).map_err(err)?;
                new_params.push(e.bin(BinaryOp::Subtract, p, step).map_err(err)?);
            }
        }
        Rule::AdamW {
            beta1,
            beta2,
            eps,
            weight_decay,
        } => {
            let t = count.ok_or_else(|| err("internal error: no step count".into()))?;
            let tt = e.ty(t);
            let one = e.splat(&tt, 1.0).map_err(err)?;
            let t2 = e.bin(BinaryOp::Add, t, one).map_err(err)?;
            // Bias corrections 1 - β^t, as scalars.
            let correction = |e: &mut Emitter, beta: f64| -> Result<Value, String> {
                let b = e.splat(&tt, beta)?;
                let bt = e.bin(BinaryOp::Power, b, t2)?;
                let one = e.splat(&tt, 1.0)?;
                e.bin(BinaryOp::Subtract, one, bt)
            };
            let c1 = correction(&mut e, beta1).map_err(err)?;
            let c2 = correction(&mut e, beta2).map_err(err)?;
            let n = param_values.len();
            let mut ms = Vec::new();
            let mut vs = Vec::new();
            for (k, &gk) in gs.iter().enumerate() {
                let p = param_values[k];
                let pt = e.ty(p);
                let (m, v) = (state_args[k], state_args[n + k]);
                let bm = e.scale(m, beta1).map_err(err)?;
                let gm = e.scale(gk, 1.0 - beta1).map_err(err)?;
                let m2 = e.bin(BinaryOp::Add, bm, gm).map_err(err)?;
                let g2 = e.mul(gk, gk).map_err(err)?;
                let bv = e.scale(v, beta2).map_err(err)?;
                let gv = e.scale(g2, 1.0 - beta2).map_err(err)?;
                let v2 = e.bin(BinaryOp::Add, bv, gv).map_err(err)?;
                let to_param = |e: &mut Emitter, s: Value| -> Result<Value, String> {
                    let s = if e.ty(s).element != pt.element {
                        e.emit(
                            OpKind::Convert,
                            vec![s],
                            Some(TensorType::scalar(pt.element)),
                        )?
                    } else {
                        s
                    };
                    e.bcast(s, &pt, vec![])
                };
                let c1b = to_param(&mut e, c1).map_err(err)?;
                let c2b = to_param(&mut e, c2).map_err(err)?;
                let mhat = e.bin(BinaryOp::Divide, m2, c1b).map_err(err)?;
                let vhat = e.bin(BinaryOp::Divide, v2, c2b).map_err(err)?;
                let root = e.un(UnaryOp::Sqrt, vhat).map_err(err)?;
                let ep = e.splat(&pt, eps).map_err(err)?;
                let den = e.bin(BinaryOp::Add, root, ep).map_err(err)?;
                let mut update = e.bin(BinaryOp::Divide, mhat, den).map_err(err)?;
                if weight_decay != 0.0 {
                    let wd = e.scale(p, weight_decay).map_err(err)?;
                    update = e.bin(BinaryOp::Add, update, wd).map_err(err)?;
                }
                let step = e.scale(update, opt.lr).map_err(err)?;
                new_params.push(e.bin(BinaryOp::Subtract, p, step).map_err(err)?);
                ms.push(m2);
                vs.push(v2);
            }
            new_state.extend(ms);
            new_state.extend(vs);
            new_state.push(t2);
        }
    }
    let mut results = vec![loss];
    results.extend(&new_params);
    results.extend(&new_state);
    let types: Vec<TensorType> = results.iter().map(|&v| e.ty(v)).collect();
    drop(e);
    g.append_op(OpKind::Return, results, vec![], loc.clone());
    g.result_types = types.clone();
    g.result_shardings = vec![None; types.len()];
    g.result_attrs = vec![ParamAttrs::default(); types.len()];
    // Donation: parameters and state are replaced by their results, laid out alike.
    let mut aliases: Vec<(usize, usize)> = params
        .iter()
        .enumerate()
        .map(|(k, &i)| (i, 1 + k))
        .collect();
    let state_indices: Vec<usize> = (n_args..g.args.len()).collect();
    for (k, &i) in state_indices.iter().enumerate() {
        aliases.push((i, 1 + params.len() + k));
    }
    for (i, r) in aliases {
        let v = g.args[i];
        g.result_shardings[r] = g.values[v].sharding.clone();
        let attrs = &mut g.arg_attrs[i].attrs;
        attrs.retain(|(n, _)| n != "jax.buffer_donor" && n != "tf.aliasing_output");
        attrs.push((
            "tf.aliasing_output".to_string(),
            Attribute::Int(r as i64, ElementType::I32),
        ));
    }
    Ok(g)
}

/// `optax.clip_by_global_norm(c)`: every gradient scaled by `c / n` when the global norm `n`
/// reaches `c`.
fn clip(e: &mut Emitter, gs: &[Value], c: f64) -> Result<Vec<Value>, String> {
    let mut total: Option<Value> = None;
    let acc_ty = TensorType::scalar(ElementType::F32);
    for &g in gs {
        let sq = e.mul(g, g)?;
        let dims: Vec<i64> = (0..e.ty(g).rank() as i64).collect();
        let s = e.sum(sq, dims)?;
        let s = if e.ty(s).element != ElementType::F32 {
            e.emit(OpKind::Convert, vec![s], Some(acc_ty.clone()))?
        } else {
            s
        };
        total = Some(match total {
            Some(t) => e.bin(BinaryOp::Add, t, s)?,
            None => s,
        });
    }
    let Some(total) = total else {
        return Ok(gs.to_vec());
    };
    let norm = e.un(UnaryOp::Sqrt, total)?;
    let cap = e.splat(&acc_ty, c)?;
    let under = e.compare(CompareDirection::Lt, norm, cap)?;
    let scale = e.bin(BinaryOp::Divide, cap, norm)?;
    let one = e.splat(&acc_ty, 1.0)?;
    let factor = e.select(under, one, scale)?;
    let mut out = Vec::new();
    for &g in gs {
        let gt = e.ty(g);
        let f = if gt.element != ElementType::F32 {
            e.emit(
                OpKind::Convert,
                vec![factor],
                Some(TensorType::scalar(gt.element)),
            )?
        } else {
            factor
        };
        let fb = e.bcast(f, &gt, vec![])?;
        out.push(e.mul(g, fb)?);
    }
    let _ = ReduceKind::Add;
    Ok(out)
}
