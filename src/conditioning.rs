//! How far rounding alone moves the single-device reference: what tells an output that is
//! ill-conditioned on its inputs (a difference of nearly equal values, scaled; an argmax of
//! near-ties; a value past the float range) from a wrong plan or kernel.
//!
//! A sharded or compiled program rounds differently from the reference: sums in another
//! order, in f32 rather than f64, with its own `tanh`. Where an output amplifies those
//! differences past any fixed tolerance, the reference itself moves as much when its
//! inputs, and the results of its ops that the kernels may round otherwise, move by an ulp. `shardc fuzz` excuses an
//! element within a few of those moves; `shardc verify` tells such a program from a
//! back-end fault. A wrong plan (a missing reduction, a wrong slice) is off by the values
//! themselves, far beyond them.

use crate::execute::{Mismatch, normwise_error};
use std::collections::{HashMap, HashSet};

use shardc_ir::interp::{Tensor, eval_op, run_function_rewritten};
use shardc_ir::op::{BinaryOp, ReduceKind, UnaryOp};
use shardc_ir::{ElementType, Module, OpKind, Value};

/// Which rounding a perturbed run of the reference stands for: what the run under test may
/// round otherwise than the reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rounding {
    /// The compiled kernels': every float input moves, and the result of every op the
    /// kernels may round otherwise ([`may_round_otherwise`]).
    Kernels,
    /// The plan's own, on the interpreter: the results of the ops whose sums a plan may
    /// split over devices ([`may_hold_partial_sums`]) move — each device's part is rounded
    /// to the element type, then the parts are added by a collective in another order. The
    /// inputs are read as given.
    PartialSums,
}

/// The reference's outputs in `draws` seeded runs of `entry` of `module` on `inputs`, each
/// with what `rounding` moves moved by a uniform draw of up to one unit in its last place
/// (relative `2^-p`, `p` the type's significand bits; integers untouched). A sum's result
/// (a `reduce` by add, a contraction, a convolution, a window sum) moves by up to an ulp of
/// its terms' magnitude ([`sum_magnitude`]) rather than of itself: summed in another order,
/// or from rounded partial sums, it is off by that much, which cancellation can leave far
/// larger than an ulp of the result. Only top-level ops' results move (a loop's body is run
/// as written).
pub fn perturbed_references(
    module: &Module,
    entry: &str,
    inputs: &[Tensor],
    (seed, draws): (u64, u64),
    rounding: Rounding,
) -> Result<Vec<Vec<Tensor>>, String> {
    let f = module
        .function(entry)
        .ok_or_else(|| format!("no function named '@{entry}'"))?;
    let summed: HashSet<Value> = f
        .body
        .iter()
        .filter(|&&op| is_sum(&f.ops[op].kind))
        .flat_map(|&op| f.ops[op].operands.iter().copied())
        .collect();
    (0..draws)
        .map(|draw| {
            let mut state = seed
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                .wrapping_add(draw + 1)
                | 1;
            let mut unit = move || {
                // xorshift64*: a uniform draw in [-1, 1).
                state ^= state >> 12;
                state ^= state << 25;
                state ^= state >> 27;
                let bits = state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 11;
                bits as f64 / (1u64 << 52) as f64 - 1.0
            };
            // Each element moves by up to an ulp of its own magnitude, or of `scale`'s element
            // where that is larger.
            let mut perturb = |t: &Tensor, scale: Option<&Tensor>| {
                let p = significand_bits(t.ty.element)?;
                let ulp = 2f64.powi(-p);
                let scale = scale.map(Tensor::to_f64_vec);
                let values = t
                    .to_f64_vec()
                    .into_iter()
                    .enumerate()
                    .map(|(i, x)| {
                        let size = scale
                            .as_ref()
                            .and_then(|s| s.get(i))
                            .map_or(x.abs(), |s| s.max(x.abs()));
                        x + unit() * ulp * size
                    })
                    .collect();
                Some(Tensor::from_f64(t.ty.clone(), values))
            };
            let moved: Vec<Tensor> = inputs
                .iter()
                .map(|t| match rounding {
                    Rounding::Kernels => perturb(t, None).unwrap_or_else(|| t.clone()),
                    Rounding::PartialSums => t.clone(),
                })
                .collect();
            // The values sums read, as this run computes them (for their terms' magnitude).
            let mut read: HashMap<Value, Tensor> = f
                .args
                .iter()
                .zip(&moved)
                .filter(|(v, _)| summed.contains(v))
                .map(|(&v, t)| (v, t.clone()))
                .collect();
            let moves = |kind: &OpKind, element: ElementType| match rounding {
                Rounding::Kernels => may_round_otherwise(kind, element),
                Rounding::PartialSums => may_hold_partial_sums(kind, element),
            };
            run_function_rewritten(module, entry, &moved, &mut |op, results| {
                let data = &f.ops[op];
                let magnitude = results
                    .iter()
                    .any(|t| moves(&data.kind, t.ty.element))
                    .then(|| {
                        let operands: Option<Vec<&Tensor>> =
                            data.operands.iter().map(|v| read.get(v)).collect();
                        sum_magnitude(&data.kind, &operands?, results)
                    })
                    .flatten();
                for t in results.iter_mut() {
                    if moves(&data.kind, t.ty.element)
                        && let Some(p) = perturb(t, magnitude.as_ref())
                    {
                        *t = p;
                    }
                }
                for (r, t) in data.results.iter().zip(results.iter()) {
                    if summed.contains(r) {
                        read.insert(*r, t.clone());
                    }
                }
            })
            .map_err(|e| format!("{}: {}", e.location, e.message))
        })
        .collect()
}

/// How rounding alone explains a run that differs from the reference
/// ([`explained_by_rounding`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Explanation {
    /// Among the outputs off by more than the tolerance, output `output` moves furthest in
    /// the reference's perturbed runs: by `spread` times the tolerance (the run under test:
    /// `got` times).
    Spread {
        /// The output's position.
        output: usize,
        /// How far the perturbed reference moves it, in tolerances (normwise).
        spread: f64,
        /// How far the run under test is off, in tolerances (normwise).
        got: f64,
    },
    /// Every output off that the spread does not explain is computed past the float range
    /// ([`outputs_past_float_range`]).
    Overflow {
        /// The first such output.
        output: usize,
    },
}

/// Whether the outputs a run got wrong (`comparisons`, each against the same output of
/// `reference`, the reference's run of `entry` of `module` on `inputs`) are each off by no
/// more than `amplification` times what the reference itself moves under `rounding` (the
/// largest of `draws` seeded runs, [`perturbed_references`]; normwise, `(rtol, atol)`), or
/// are computed past the float range ([`outputs_past_float_range`]).
/// `None` when some output is off by more — the program is well-conditioned there, so the
/// difference is a fault — or the perturbed reference cannot run.
pub fn explained_by_rounding(
    (module, entry, inputs): (&Module, &str, &[Tensor]),
    reference: &[Tensor],
    comparisons: &[Option<Mismatch>],
    (rtol, atol): (f64, f64),
    rounding: Rounding,
    (draws, amplification): (u64, f64),
) -> Option<Explanation> {
    let runs = perturbed_references(module, entry, inputs, (1, draws), rounding).ok()?;
    let mut past: Option<Vec<bool>> = None;
    let mut worst: Option<(usize, f64, f64)> = None;
    let mut overflowed: Option<usize> = None;
    for (i, w) in comparisons.iter().enumerate() {
        let Some(w) = w.as_ref().filter(|w| w.ratio > 1.0) else {
            continue;
        };
        // An output computed past the float range differs by rounding however far off it is
        // (a NaN or an infinity where the reference has a number, or a saturated function
        // of an infinity of the other sign); elsewhere a NaN or an infinity is a fault.
        let past = past.get_or_insert_with(|| outputs_past_float_range(module, entry, inputs));
        if past.get(i).copied().unwrap_or(false) {
            overflowed.get_or_insert(i);
            continue;
        }
        if !w.ratio.is_finite() {
            return None;
        }
        let mut shift = 0.0f64;
        for moved in &runs {
            let m =
                normwise_error(&reference[i], moved.get(i)?, rtol, atol).map_or(0.0, |m| m.ratio);
            if m.is_finite() {
                shift = shift.max(m);
            }
        }
        if w.ratio > amplification * shift {
            return None;
        }
        if worst.is_none_or(|(_, s, _)| shift > s) {
            worst = Some((i, shift, w.ratio));
        }
    }
    match (worst, overflowed) {
        (Some((output, spread, got)), _) => Some(Explanation::Spread {
            output,
            spread,
            got,
        }),
        (None, Some(output)) => Some(Explanation::Overflow { output }),
        (None, None) => None,
    }
}

/// Per output of `entry`, whether the reference, run on finite `inputs`, computes it past
/// the float range: from an infinity or a NaN among the results of `entry`'s top-level ops
/// (a loop's carried values included), through the top-level ops that read it. There, which
/// side of an overflow a value lands on depends on rounding (f32 products where the
/// reference computes in f64, sums in another order), and so does everything computed from
/// it: an `inf - inf`, the sign of an infinity, a `tanh` of it (fuzz `--loops --auto-shard
/// --ops 16` seed 5300162: `tanh` of a loop's carried value that overflowed to `-inf` in
/// the reference and to `inf` in the kernels). All `false` when some input is not finite
/// (the program's own infinities) or the reference cannot run.
pub fn outputs_past_float_range(module: &Module, entry: &str, inputs: &[Tensor]) -> Vec<bool> {
    let finite =
        |t: &Tensor| !t.ty.element.is_float() || t.to_f64_vec().iter().all(|v| v.is_finite());
    let Some(f) = module.function(entry) else {
        return Vec::new();
    };
    let outputs = f.returned_values();
    if !inputs.iter().all(finite) {
        return vec![false; outputs.len()];
    }
    let mut past: std::collections::HashSet<shardc_ir::Value> = Default::default();
    let ran = run_function_rewritten(module, entry, inputs, &mut |op, results| {
        let data = &f.ops[op];
        if data.operands.iter().any(|v| past.contains(v)) || !results.iter().all(finite) {
            past.extend(data.results.iter().copied());
        }
    });
    if ran.is_err() {
        return vec![false; outputs.len()];
    }
    outputs.iter().map(|v| past.contains(v)).collect()
}

/// Whether the compiled kernels may round the result of an op of `kind` with a result of
/// `element` type otherwise than the reference, which computes each op in f64 and rounds
/// it once: the functions the kernels approximate (`exp`, `tanh`, `rsqrt`, `power`, …),
/// sums and products (in another order, in f32), contractions, convolutions and the
/// composites. IEEE's correctly rounded operations (`+ - × ÷ √`, conversions) round the
/// same either way — a correctly rounded f64 result rounded to f32 is the correctly rounded
/// f32 result — except in bf16 and f16, whose fused chains the kernels compute in f32 and
/// round only when stored. Ops that move, select, compare or negate values, or make exact
/// ones (constants, iotas, `floor`, `max`), never do.
pub fn may_round_otherwise(kind: &OpKind, element: ElementType) -> bool {
    let narrow = matches!(element, ElementType::BF16 | ElementType::F16);
    match kind {
        OpKind::Unary(op) => match op {
            UnaryOp::Negate
            | UnaryOp::Abs
            | UnaryOp::Sign
            | UnaryOp::Floor
            | UnaryOp::Ceil
            | UnaryOp::RoundNearestEven
            | UnaryOp::RoundNearestAfz
            | UnaryOp::Not
            | UnaryOp::IsFinite
            | UnaryOp::Popcnt
            | UnaryOp::CountLeadingZeros => false,
            UnaryOp::Sqrt => narrow,
            _ => true,
        },
        OpKind::Binary(op) => match op {
            BinaryOp::Power | BinaryOp::Atan2 => true,
            BinaryOp::Add | BinaryOp::Subtract | BinaryOp::Multiply | BinaryOp::Divide => narrow,
            _ => false,
        },
        OpKind::Reduce { kind, .. } | OpKind::ReduceWindow { kind, .. } => {
            matches!(kind, ReduceKind::Add | ReduceKind::Mul)
        }
        OpKind::Convert => narrow,
        OpKind::DotGeneral(_)
        | OpKind::Convolution(_)
        | OpKind::Softmax { .. }
        | OpKind::LayerNorm { .. }
        | OpKind::Gelu { .. } => true,
        _ => false,
    }
}

/// Whether a plan may compute the float result of an op of `kind` as parts on several
/// devices added by a collective: a sum or product over split dimensions (`reduce` by
/// add or multiply), a contraction over a split dimension, a convolution over split input
/// features, a softmax's or layer norm's sums over a split row. Each part is rounded to
/// `element` before the parts are added, in another order than the reference's one sum.
/// Windows (computed whole from halos), maxima and data movement round nothing otherwise.
pub fn may_hold_partial_sums(kind: &OpKind, element: ElementType) -> bool {
    if !element.is_float() {
        return false;
    }
    match kind {
        OpKind::Reduce { kind, .. } => matches!(kind, ReduceKind::Add | ReduceKind::Mul),
        OpKind::DotGeneral(_)
        | OpKind::Convolution(_)
        | OpKind::Softmax { .. }
        | OpKind::LayerNorm { .. } => true,
        _ => false,
    }
}

/// Whether an op of `kind` adds terms: a `reduce` or window by add, a contraction, a
/// convolution.
fn is_sum(kind: &OpKind) -> bool {
    match kind {
        OpKind::Reduce { kind, .. } | OpKind::ReduceWindow { kind, .. } => *kind == ReduceKind::Add,
        OpKind::DotGeneral(_) | OpKind::Convolution(_) => true,
        _ => false,
    }
}

/// The magnitude of the terms of a sum (an op for which [`is_sum`] holds) per element of
/// its first result: the op on its operands' absolute values (`Σ|x|` for a sum, `|A|·|B|`
/// for a contraction). `None` for other ops, non-float results, or where the op cannot be
/// evaluated so.
pub fn sum_magnitude(kind: &OpKind, operands: &[&Tensor], results: &[Tensor]) -> Option<Tensor> {
    if !is_sum(kind) || !results.first()?.ty.element.is_float() {
        return None;
    }
    let absolute: Vec<Tensor> = operands
        .iter()
        .map(|t| {
            if t.ty.element.is_float() {
                Tensor::from_f64(
                    t.ty.clone(),
                    t.to_f64_vec().into_iter().map(f64::abs).collect(),
                )
            } else {
                (*t).clone()
            }
        })
        .collect();
    let refs: Vec<&Tensor> = absolute.iter().collect();
    let types: Vec<_> = results.iter().map(|t| t.ty.clone()).collect();
    eval_op(kind, &refs, &types).ok()?.into_iter().next()
}

/// The significand bits of a float type (None for integers and booleans).
pub fn significand_bits(e: ElementType) -> Option<i32> {
    match e {
        ElementType::F64 => Some(52),
        ElementType::F32 => Some(23),
        ElementType::F16 => Some(10),
        ElementType::BF16 => Some(7),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A sum's rounding scales with its terms, not its result: the magnitude of
    /// `[1, -1 + 1e-7]` summed is 2, and of a product `|A|·|B|`.
    #[test]
    fn a_sums_magnitude_is_that_of_its_terms() {
        let f32 = ElementType::F32;
        let x = Tensor::from_f64(shardc_ir::TensorType::new([2], f32), vec![1.0, -1.0 + 1e-7]);
        let zero = Tensor::from_f64(shardc_ir::TensorType::scalar(f32), vec![0.0]);
        let sum = OpKind::Reduce {
            dimensions: vec![0],
            kind: ReduceKind::Add,
        };
        let result = eval_op(&sum, &[&x, &zero], &[shardc_ir::TensorType::scalar(f32)]).unwrap();
        assert!(result[0].to_f64_vec()[0].abs() < 1e-6);
        let m = sum_magnitude(&sum, &[&x, &zero], &result).unwrap();
        assert!((m.to_f64_vec()[0] - 2.0).abs() < 1e-6, "{m:?}");
        let a = Tensor::from_f64(shardc_ir::TensorType::new([1, 2], f32), vec![1.0, -2.0]);
        let b = Tensor::from_f64(shardc_ir::TensorType::new([2, 1], f32), vec![3.0, 1.5]);
        let dot = OpKind::DotGeneral(shardc_ir::op::DotDims {
            lhs_contracting: vec![1],
            rhs_contracting: vec![0],
            ..Default::default()
        });
        let out = shardc_ir::TensorType::new([1, 1], f32);
        let result = eval_op(&dot, &[&a, &b], &[out]).unwrap();
        assert_eq!(result[0].to_f64_vec(), [0.0]);
        let m = sum_magnitude(&dot, &[&a, &b], &result).unwrap();
        assert_eq!(m.to_f64_vec(), [6.0]);
        let max = OpKind::Reduce {
            dimensions: vec![0],
            kind: ReduceKind::Max,
        };
        assert!(sum_magnitude(&max, &[&x, &zero], &result).is_none());
    }

    /// Correctly rounded arithmetic rounds the same in the kernels and the reference (in
    /// f32 and f64, not in the narrow types, whose chains the kernels keep in f32);
    /// approximated functions, sums and products may not; data movement never rounds.
    #[test]
    fn which_results_may_round_otherwise() {
        let (f32, bf16) = (ElementType::F32, ElementType::BF16);
        let add = OpKind::Binary(BinaryOp::Add);
        assert!(!may_round_otherwise(&add, f32));
        assert!(may_round_otherwise(&add, bf16));
        assert!(!may_round_otherwise(&OpKind::Unary(UnaryOp::Sqrt), f32));
        assert!(may_round_otherwise(&OpKind::Unary(UnaryOp::Tanh), f32));
        assert!(may_round_otherwise(&OpKind::Binary(BinaryOp::Power), f32));
        let sum = OpKind::Reduce {
            dimensions: vec![0],
            kind: ReduceKind::Add,
        };
        let max = OpKind::Reduce {
            dimensions: vec![0],
            kind: ReduceKind::Max,
        };
        assert!(may_round_otherwise(&sum, f32));
        assert!(!may_round_otherwise(&max, f32));
        assert!(!may_round_otherwise(&OpKind::Convert, f32));
        assert!(!may_round_otherwise(&OpKind::Reshape, bf16));
        assert!(!may_round_otherwise(&OpKind::Unary(UnaryOp::Negate), bf16));
    }
}
