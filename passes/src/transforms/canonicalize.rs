//! `canonicalize`: constant folding, algebraic identities and dead-code removal.
//!
//! Every rewrite here is exact: the result is bitwise what the original computes (so, for
//! floats, `x + 0.0` is *not* folded — it turns `-0.0` into `+0.0` — but `x - 0.0`, `x * 1.0`
//! and `x + (-0.0)` are). Constant folding evaluates the op with the reference interpreter,
//! so folding and execution cannot disagree. Rewrites never drop a sharding annotation: an op
//! whose result is annotated is only replaced by a value with the same annotation.

use std::collections::HashMap;

use shardc_ir::attr::{DenseElements, ElementValues};
use shardc_ir::interp::{Tensor, eval_op};
use shardc_ir::op::{BinaryOp, UnaryOp};
use shardc_ir::{Diagnostic, Function, OpId, OpKind, TensorType, Value};

use super::{defining_op, remove_dead_ops};
use crate::pass::{OptionKind, OptionSpec, Pass, PassOptions, PassScope};

/// The canonicalization pass.
pub struct Canonicalize;

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "max-iterations",
        description: "Rounds of simplification before stopping (each round walks the whole function)",
        kind: OptionKind::UInt,
        default: "10",
    },
    OptionSpec {
        name: "fold-limit",
        description: "Largest number of elements a non-splat folded constant may have",
        kind: OptionKind::UInt,
        default: "4096",
    },
];

impl Pass for Canonicalize {
    fn name(&self) -> &'static str {
        "canonicalize"
    }

    fn summary(&self) -> &'static str {
        "Fold constants, apply exact algebraic identities, remove dead ops"
    }

    fn description(&self) -> &'static str {
        r#"Repeats, until nothing changes (or `max-iterations` rounds):

* **constant folding** — a pure op whose operands are all constants is evaluated by the
  reference interpreter and replaced by a constant (splat operands of elementwise, broadcast,
  reshape, transpose and convert ops fold to a splat of any size; other results only up to
  `fold-limit` elements). Collectives, `dist.constraint` and `hlo.rng` are never folded.
* **exact identities** — `x - 0`, `x * 1`, `x / 1`, `x + (-0.0)` (and `x + 0` for integers),
  `x * 0` for integers, `negate(negate x)`, `not(not x)`, `max(x, x)`, `min(x, x)`, `and(x, x)`,
  `or(x, x)`, `select(c, x, x)`, `select` on a constant predicate, identity `transpose`,
  `reshape`, `convert`, `broadcast_in_dim`, `slice` and `pad`, single-operand `concatenate`,
  `transpose(transpose x)` and `reshape(reshape x)` composed into one op, a `rotate` by a
  multiple of the dimension's size.
* **splat slicing** — `dist.all_slice` of a splat constant is the constant itself, laid out
  sharded (each device materializes only its piece).
* **dead-code removal** — pure ops whose results are unused are deleted.

A rewrite that would replace a value carrying a `dist.sharding` by a value with a different
sharding is skipped, so annotations are never lost; a value holding partial sums
(`unreduced`) is never folded to a constant (its global value is not what any device holds).

Example — input:

```mlir
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.constant dense<1.0> : tensor<4xf32>
  %1 = hlo.constant dense<2.0> : tensor<4xf32>
  %2 = hlo.add %0, %1 : tensor<4xf32>
  %3 = hlo.multiply %arg0, %0 : tensor<4xf32>
  %4 = hlo.negate %3 : tensor<4xf32>
  %5 = hlo.negate %4 : tensor<4xf32>
  %6 = hlo.add %5, %2 : tensor<4xf32>
  return %6 : tensor<4xf32>
}
```

output:

```mlir
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.constant dense<3.0> : tensor<4xf32>
  %1 = hlo.add %arg0, %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}
```"#
    }

    fn options(&self) -> &'static [OptionSpec] {
        OPTIONS
    }

    fn scope(&self) -> PassScope {
        PassScope::Function
    }

    fn run_on_function(
        &self,
        f: &mut Function,
        options: &PassOptions,
        _notes: &mut Vec<Diagnostic>,
    ) -> Result<(), Vec<Diagnostic>> {
        let fold_limit = options.uint("fold-limit");
        for _ in 0..options.uint("max-iterations") {
            // One pass in program order per round, building the new body: a rewritten op's
            // result is recorded as replaced, and later ops' operands are redirected as they
            // are visited (they come after their definitions), so a round is linear in the
            // size of the function. A new op is simplified in the next round; the old op, now
            // unused, is removed at the end of this one.
            let mut changed = false;
            let mut replacement: HashMap<Value, Value> = HashMap::new();
            let old_body = std::mem::take(&mut f.body);
            let mut body = Vec::with_capacity(old_body.len());
            for op in old_body {
                for operand in &mut f.ops[op].operands {
                    if let Some(&v) = replacement.get(operand) {
                        *operand = v;
                    }
                }
                // `simplify` looks only at the op and its operands' definitions, never at
                // the body's order.
                if let Some(rw) = simplify(f, op, fold_limit) {
                    changed |= apply(f, &mut body, &mut replacement, op, rw);
                }
                body.push(op);
            }
            f.body = body;
            changed |= remove_dead_ops(f) > 0;
            if !changed {
                break;
            }
        }
        Ok(())
    }
}

/// What to do with an op.
enum Rewrite {
    /// Its single result equals an existing value.
    Replace(Value),
    /// Its single result is this constant.
    Constant(DenseElements),
    /// Its single result is computed by a new op (same result type).
    NewOp(OpKind, Vec<Value>),
}

/// Applies `rw` to `op`: a new op (if any) goes to the end of `body`, and `op`'s result is
/// recorded as replaced. Returns false when the rewrite was refused (it would change a
/// sharding annotation, or fold a partial sum).
fn apply(
    f: &mut Function,
    body: &mut Vec<OpId>,
    replacement: &mut HashMap<Value, Value>,
    op: OpId,
    rw: Rewrite,
) -> bool {
    let result = f.ops[op].results[0];
    let sharding = f.values[result].sharding.clone();
    let loc = f.ops[op].loc.clone();
    let new_value = match rw {
        Rewrite::Replace(v) => {
            if v == result || (sharding.is_some() && f.values[v].sharding != sharding) {
                return false;
            }
            replacement.insert(result, v);
            return true;
        }
        Rewrite::Constant(e) => {
            // A value pending partial sums is not its global value on any device: folding it
            // to that value would count it once per device when the sums are reduced.
            if sharding.as_ref().is_some_and(|s| !s.unreduced.is_empty()) {
                return false;
            }
            // Only a splat can be made in pieces by every device alike; a non-splat constant
            // stays whole and is sliced where it is needed sharded.
            if !e.splat && sharding.as_ref().is_some_and(|s| !s.is_fully_replicated()) {
                return false;
            }
            let ty = f.ty(result).clone();
            let new = f.create_op(OpKind::Constant(e), Vec::new(), vec![ty], loc);
            body.push(new);
            f.ops[new].results[0]
        }
        Rewrite::NewOp(kind, operands) => {
            let ty = f.ty(result).clone();
            let new = f.create_op(kind, operands, vec![ty], loc);
            body.push(new);
            f.ops[new].results[0]
        }
    };
    f.values[new_value].sharding = sharding;
    replacement.insert(result, new_value);
    true
}

/// The constant defining `v`, if any.
fn constant_of(f: &Function, v: Value) -> Option<&DenseElements> {
    match &f.ops[defining_op(f, v)?].kind {
        OpKind::Constant(e) => Some(e),
        _ => None,
    }
}

/// The single value of a splat (or one-element) constant, as bits-exact f64 or i64.
#[derive(Clone, Copy, PartialEq)]
enum Scalar {
    Float(f64),
    Int(i64),
}

fn splat_of(f: &Function, v: Value) -> Option<Scalar> {
    let e = constant_of(f, v)?;
    if !e.splat && e.values.len() != 1 {
        return None;
    }
    Some(match &e.values {
        ElementValues::Float(x) => Scalar::Float(*x.first()?),
        ElementValues::Int(x) => Scalar::Int(*x.first()?),
    })
}

fn is_splat(f: &Function, v: Value, pred: impl Fn(Scalar) -> bool) -> bool {
    splat_of(f, v).is_some_and(pred)
}

fn is_zero(s: Scalar) -> bool {
    match s {
        Scalar::Float(x) => x == 0.0,
        Scalar::Int(x) => x == 0,
    }
}

fn is_one(s: Scalar) -> bool {
    match s {
        Scalar::Float(x) => x == 1.0,
        Scalar::Int(x) => x == 1,
    }
}

fn is_neg_zero(s: Scalar) -> bool {
    matches!(s, Scalar::Float(x) if x == 0.0 && x.is_sign_negative())
}

fn simplify(f: &Function, op: OpId, fold_limit: u64) -> Option<Rewrite> {
    let data = &f.ops[op];
    if data.results.len() != 1 || !data.kind.is_pure() {
        return None;
    }
    if let Some(rw) = fold_constants(f, op, fold_limit) {
        return Some(rw);
    }
    let ops = &data.operands;
    let result_ty = f.ty(data.results[0]);
    let same_type_as_result = |v: Value| f.ty(v) == result_ty;
    let def_kind = |v: Value| defining_op(f, v).map(|d| &f.ops[d]);
    match &data.kind {
        OpKind::Binary(b) => {
            let (x, y) = (ops[0], ops[1]);
            let int = result_ty.element.is_integer();
            match b {
                BinaryOp::Add => {
                    if is_splat(f, y, |s| is_neg_zero(s) || (int && is_zero(s))) {
                        return Some(Rewrite::Replace(x));
                    }
                    if is_splat(f, x, |s| is_neg_zero(s) || (int && is_zero(s))) {
                        return Some(Rewrite::Replace(y));
                    }
                }
                BinaryOp::Subtract if is_splat(f, y, is_zero) && !is_splat(f, y, is_neg_zero) => {
                    return Some(Rewrite::Replace(x));
                }
                BinaryOp::Multiply => {
                    if is_splat(f, y, is_one) {
                        return Some(Rewrite::Replace(x));
                    }
                    if is_splat(f, x, is_one) {
                        return Some(Rewrite::Replace(y));
                    }
                    if int && is_splat(f, y, is_zero) {
                        return Some(Rewrite::Replace(y));
                    }
                    if int && is_splat(f, x, is_zero) {
                        return Some(Rewrite::Replace(x));
                    }
                }
                BinaryOp::Divide if is_splat(f, y, is_one) => return Some(Rewrite::Replace(x)),
                BinaryOp::Maximum | BinaryOp::Minimum | BinaryOp::And | BinaryOp::Or if x == y => {
                    return Some(Rewrite::Replace(x));
                }
                _ => {}
            }
            None
        }
        OpKind::Unary(u @ (UnaryOp::Negate | UnaryOp::Not)) => {
            let inner = def_kind(ops[0])?;
            (inner.kind == OpKind::Unary(*u)).then(|| Rewrite::Replace(inner.operands[0]))
        }
        OpKind::Select => {
            let (p, a, b) = (ops[0], ops[1], ops[2]);
            if a == b {
                return Some(Rewrite::Replace(a));
            }
            match splat_of(f, p)? {
                Scalar::Int(0) => Some(Rewrite::Replace(b)),
                Scalar::Int(_) => Some(Rewrite::Replace(a)),
                Scalar::Float(_) => None,
            }
        }
        OpKind::Convert
        | OpKind::BitcastConvert
        | OpKind::Reshape
        | OpKind::BroadcastInDim { .. }
        | OpKind::Slice { .. }
        | OpKind::Pad { .. }
            if same_type_as_result(ops[0]) =>
        {
            // Same type: broadcast dims must be the identity, a slice/pad of the same shape
            // must be unstrided and unpadded.
            let identity = match &data.kind {
                OpKind::BroadcastInDim { dims } => {
                    dims.iter().enumerate().all(|(i, &d)| d == i as i64)
                }
                OpKind::Slice { start, strides, .. } => {
                    start.iter().all(|&s| s == 0) && strides.iter().all(|&s| s == 1)
                }
                OpKind::Pad {
                    low,
                    high,
                    interior,
                } => low.iter().chain(high).chain(interior).all(|&p| p == 0),
                _ => true,
            };
            identity.then_some(Rewrite::Replace(ops[0]))
        }
        OpKind::Reshape => {
            let inner = def_kind(ops[0])?;
            (inner.kind == OpKind::Reshape)
                .then(|| Rewrite::NewOp(OpKind::Reshape, vec![inner.operands[0]]))
        }
        OpKind::Transpose { permutation } => {
            if permutation.iter().enumerate().all(|(i, &p)| p == i as i64) {
                return Some(Rewrite::Replace(ops[0]));
            }
            let inner = def_kind(ops[0])?;
            if let OpKind::Transpose { permutation: first } = &inner.kind {
                // result[i] = inner[perm[i]] = x[first[perm[i]]]
                let composed: Vec<i64> = permutation.iter().map(|&p| first[p as usize]).collect();
                return Some(Rewrite::NewOp(
                    OpKind::Transpose {
                        permutation: composed,
                    },
                    vec![inner.operands[0]],
                ));
            }
            None
        }
        OpKind::Concatenate { .. } if ops.len() == 1 => Some(Rewrite::Replace(ops[0])),
        // A rotation by a multiple of the dimension's size moves nothing.
        OpKind::Rotate { dimension, shift }
            if shift.rem_euclid(f.ty(ops[0]).shape[*dimension as usize].max(1)) == 0 =>
        {
            Some(Rewrite::Replace(ops[0]))
        }
        // A slice of a splat is the splat: each device makes its piece without slicing.
        OpKind::AllSlice { .. } => {
            let e = constant_of(f, ops[0])?;
            e.splat.then(|| Rewrite::Constant(e.clone()))
        }
        _ => None,
    }
}

/// Folds an op whose operands are all constants.
fn fold_constants(f: &Function, op: OpId, fold_limit: u64) -> Option<Rewrite> {
    let data = &f.ops[op];
    let foldable = !data.kind.is_collective()
        && !matches!(
            data.kind,
            OpKind::Constant(_)
                | OpKind::Constraint
                | OpKind::Rng { .. }
                | OpKind::RngBits { .. }
                | OpKind::Call { .. }
                | OpKind::While { .. }
                | OpKind::ManualComputation { .. }
        );
    if !foldable || data.operands.is_empty() {
        return None;
    }
    let constants: Vec<&DenseElements> = data
        .operands
        .iter()
        .map(|&v| constant_of(f, v))
        .collect::<Option<_>>()?;
    let result_ty = f.ty(data.results[0]).clone();
    let shape_only = matches!(
        data.kind,
        OpKind::BroadcastInDim { .. }
            | OpKind::Reshape
            | OpKind::Transpose { .. }
            | OpKind::Reverse { .. }
    );
    let all_splat = constants.iter().all(|c| c.splat);
    if all_splat && (data.kind.is_elementwise() || shape_only) {
        // Evaluate once on scalars and splat the result.
        let scalars: Vec<Tensor> = constants
            .iter()
            .map(|c| {
                Tensor::from_elements(&DenseElements {
                    ty: TensorType::scalar(c.ty.element),
                    values: c.values.clone(),
                    splat: false,
                })
            })
            .collect();
        let value = if shape_only {
            scalars[0].clone()
        } else {
            let refs: Vec<&Tensor> = scalars.iter().collect();
            eval_op(&data.kind, &refs, &[TensorType::scalar(result_ty.element)])
                .ok()?
                .pop()?
        };
        let mut e = value.to_elements();
        e.ty = result_ty;
        e.splat = e.ty.num_elements() != 1;
        return Some(Rewrite::Constant(e));
    }
    if result_ty.num_elements() as u64 > fold_limit {
        return None;
    }
    let tensors: Vec<Tensor> = constants.iter().map(|c| Tensor::from_elements(c)).collect();
    let refs: Vec<&Tensor> = tensors.iter().collect();
    let result = eval_op(&data.kind, &refs, &[result_ty]).ok()?.pop()?;
    Some(Rewrite::Constant(result.to_elements()))
}
