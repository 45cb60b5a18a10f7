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

use shardc_ir::interp::{Tensor, run_function_rewritten};
use shardc_ir::op::{BinaryOp, ReduceKind, UnaryOp};
use shardc_ir::{ElementType, Module, OpKind};

/// The reference's outputs in `draws` seeded runs of `entry` of `module` on `inputs`, each
/// with every float input and the result of every top-level op the kernels may round
/// otherwise ([`may_round_otherwise`]) moved by a uniform draw of up to one unit in its last place
/// (relative `2^-p`, `p` the type's significand bits; integers untouched).
pub fn perturbed_references(
    module: &Module,
    entry: &str,
    inputs: &[Tensor],
    (seed, draws): (u64, u64),
) -> Result<Vec<Vec<Tensor>>, String> {
    let f = module
        .function(entry)
        .ok_or_else(|| format!("no function named '@{entry}'"))?;
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
            let mut perturb = |t: &Tensor| {
                let p = significand_bits(t.ty.element)?;
                let ulp = 2f64.powi(-p);
                let values = t
                    .to_f64_vec()
                    .into_iter()
                    .map(|x| x * (1.0 + unit() * ulp))
                    .collect();
                Some(Tensor::from_f64(t.ty.clone(), values))
            };
            let moved: Vec<Tensor> = inputs
                .iter()
                .map(|t| perturb(t).unwrap_or_else(|| t.clone()))
                .collect();
            run_function_rewritten(module, entry, &moved, &mut |op, results| {
                for t in results.iter_mut() {
                    if may_round_otherwise(&f.ops[op].kind, t.ty.element)
                        && let Some(p) = perturb(t)
                    {
                        *t = p;
                    }
                }
            })
            .map_err(|e| format!("{}: {}", e.location, e.message))
        })
        .collect()
}

/// Whether the reference, run on finite `inputs`, makes an infinity or a NaN among the
/// results of `entry`'s top-level ops (a loop's carried values included): the program
/// leaves the float range, where which side of an overflow a value lands on, and so an
/// `inf - inf`, depends on rounding (f32 products where the reference computes in f64).
pub fn reference_overflows(module: &Module, entry: &str, inputs: &[Tensor]) -> bool {
    let finite =
        |t: &Tensor| !t.ty.element.is_float() || t.to_f64_vec().iter().all(|v| v.is_finite());
    if !inputs.iter().all(finite) {
        return false;
    }
    let mut overflowed = false;
    let _ = run_function_rewritten(module, entry, inputs, &mut |_, results| {
        overflowed |= !results.iter().all(finite);
    });
    overflowed
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
