//! Op by op, whether the compiled kernels compute what the reference computes on the same
//! operands: what tells a back-end fault from a program that amplifies the kernels' own
//! rounding.
//!
//! The kernels round otherwise than the reference: their `tanh` and `exp` are
//! approximations a few ulps off, their sums run in f32 in their own order. A program can
//! amplify that past any tolerance: a `tanh` that saturates to `-1` one ulp before the
//! reference's makes `1 - tanh²` zero instead of `1.2e-7`, and AdamW divides a gradient
//! made of such terms by the square root of its own tiny second moment (fuzz `--train
//! --ops 24` seed 9400: an updated weight off by 0.045). The outputs alone cannot tell that
//! from a wrong kernel; the ops can. [`check_kernels_op_by_op`] runs the per-device
//! program on compiled kernels with every op's result returned, and evaluates each op
//! again with the reference's evaluator on the operands the kernels computed. A kernel is
//! right when every op is within its rounding bound there ([`rounding_bound`]); a wrong
//! kernel (a wrong index, a wrong constant, a dropped term) is off by the values
//! themselves and is named.

use std::collections::HashMap;

use shardc_ir::interp::{Tensor, element_bits, eval_op};
use shardc_ir::{ElementType, Function, Location, Module, OpId, OpKind, TensorType, Value};

use crate::conditioning::{significand_bits, sum_magnitude};
use crate::execute::{ALIASING_OUTPUT_ATTR, BUFFER_DONOR_ATTR, assemble_result};

/// How many units of the last place, of the op's rounding scale ([`rounding_bound`]), a
/// kernel's result may be from the reference op's on the same operands: the kernels'
/// approximated functions are within a few ulps, and a fused chain kept in registers (a
/// contracted multiply-add) rounds once less.
const ULPS: f64 = 8.0;

/// Seeded perturbations of an op's operands that measure how far its result moves when
/// they are rounded otherwise ([`rounding_bound`]): all up, all down, and two patterns of
/// random signs.
const PERTURBATIONS: u64 = 4;

/// The element of one op's result furthest from the reference op on the same operands,
/// relative to its rounding bound.
#[derive(Clone, Debug, PartialEq)]
pub struct OpError {
    /// The op's name (`hlo.tanh`).
    pub op_name: String,
    /// Where the op came from.
    pub location: Location,
    /// The device whose kernels computed it.
    pub device: usize,
    /// Flat (row-major) index of the element in the device's piece.
    pub index: usize,
    /// What the kernels computed.
    pub got: f64,
    /// What the reference's evaluator computes on the kernels' operands.
    pub expected: f64,
    /// `|got - expected|` over the rounding bound there: above 1 the kernel is wrong.
    pub ratio: f64,
}

impl OpError {
    /// The error in words: `'hlo.tanh' (file:1:2) on device 0, element 5: the kernels
    /// computed 1 where the reference op on the same operands gives 0.99 (0.300 of its
    /// rounding bound)`; where the op must be exact (integers, `--parity`), says so.
    pub fn describe(&self) -> String {
        let how_far = if self.ratio.is_finite() {
            format!("{:.3} of its rounding bound", self.ratio)
        } else {
            "where it must be exact".to_string()
        };
        format!(
            "'{}' ({}) on device {}, element {}: the kernels computed {} where the reference op on the same operands gives {} ({how_far})",
            self.op_name, self.location, self.device, self.index, self.got, self.expected,
        )
    }
}

/// What [`check_kernels_op_by_op`] found.
#[derive(Clone, Debug, Default)]
pub struct KernelCheck {
    /// Ops checked, counted once per device.
    pub checked: usize,
    /// Ops the check cannot evaluate on their own (collectives, loops, calls), counted once
    /// per device: their results are still the operands of the ops after them.
    pub unchecked: usize,
    /// The op furthest from the reference relative to its rounding bound (`None` when every
    /// checked op matched exactly, or none was checked).
    pub worst: Option<OpError>,
    /// The run's results of `entry` as the program returns them, each put back together
    /// from its devices' pieces: the outputs of the unfused kernels.
    pub outputs: Vec<Tensor>,
}

impl KernelCheck {
    /// The op furthest beyond its rounding bound, if any: a kernel that computes it wrong.
    pub fn fault(&self) -> Option<&OpError> {
        self.worst.as_ref().filter(|w| w.ratio > 1.0)
    }
}

/// Runs `entry` of the local-view `local` on compiled kernels on the virtual mesh (the
/// global `inputs` cut by its arguments' shardings), with the result of every top-level op
/// returned, and checks each op that reads no other device (not a collective) and holds no
/// region against the reference's evaluator on the operands the kernels computed, within
/// its rounding bound ([`rounding_bound`]). Returning every value keeps each op's result in
/// memory: the kernels are checked op by op, not fused as the program compiles them;
/// [`KernelCheck::outputs`] says whether they still compute what the fused ones do.
/// `options` say which kernels: the CPU's or CUDA's engine; exact ones (`--parity`) must
/// match the reference op bit for bit.
pub fn check_kernels_op_by_op(
    local: &Module,
    entry: &str,
    inputs: &[Tensor],
    options: &shardc_runtime::RunOptions,
) -> Result<KernelCheck, String> {
    let mut instrumented = local.clone();
    let f = instrumented
        .function_mut(entry)
        .ok_or_else(|| format!("the program has no function '@{entry}'"))?;
    let ret = f.return_op().ok_or("the entry function has no return")?;
    let returned = f.returned_values().to_vec();
    let observed: Vec<OpId> = f
        .body
        .iter()
        .copied()
        .filter(|&op| op != ret && !f.ops[op].results.is_empty())
        .collect();
    // Every op's result is kept, on every device, in the interpreter's 8 bytes per element.
    let kept: u128 = observed
        .iter()
        .flat_map(|&op| &f.ops[op].results)
        .map(|&v| f.ty(v).num_elements().max(0) as u128)
        .sum::<u128>()
        .saturating_mul(
            crate::execute::program_mesh(local)
                .mesh
                .num_devices()
                .max(1) as u128,
        )
        .saturating_mul(crate::memory_guard::INTERPRETER_BYTES_PER_ELEMENT);
    if let Ok(Some(available)) = crate::memory_guard::available_host_memory()
        && kept > available / 2
    {
        return Err(format!(
            "every op's result on every device needs {}, more than half of the {} available",
            crate::memory_guard::human_bytes(kept),
            crate::memory_guard::human_bytes(available)
        ));
    }
    let mut values: Vec<Value> = returned.clone();
    for &op in &observed {
        values.extend(f.ops[op].results.iter().copied());
    }
    let extra = values.len() - returned.len();
    f.ops[ret].operands = values.clone();
    f.result_types = values.iter().map(|&v| f.ty(v).clone()).collect();
    f.result_shardings.extend(
        values[returned.len()..]
            .iter()
            .map(|&v| f.values[v].sharding.clone()),
    );
    f.result_attrs
        .extend(std::iter::repeat_n(Default::default(), extra));
    // The results moved: no argument is donated to one of them.
    for attrs in &mut f.arg_attrs {
        attrs
            .attrs
            .retain(|(k, _)| k != ALIASING_OUTPUT_ATTR && k != BUFFER_DONOR_ATTR);
    }
    let run = crate::execute::run_compiled_per_device(&instrumented, entry, inputs, options)?;
    let f = instrumented
        .function(entry)
        .ok_or("the instrumented program lost its entry function")?;
    let outputs = (0..returned.len())
        .map(|i| {
            let pieces: Vec<Tensor> = run.results.iter().map(|d| d[i].clone()).collect();
            assemble_result(&instrumented, entry, i, &pieces)
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut check = KernelCheck {
        outputs,
        ..KernelCheck::default()
    };
    for (device, (args, results)) in run.args.iter().zip(&run.results).enumerate() {
        // Each value's piece on this device, as the kernels computed it.
        let mut at: HashMap<Value, &Tensor> = f.args.iter().copied().zip(args).collect();
        for (&v, t) in values.iter().zip(results).skip(returned.len()) {
            at.insert(v, t);
        }
        check_ops(f, (&observed, &at), (device, options.exact), &mut check);
    }
    Ok(check)
}

/// Checks each op of `observed` (ops of `f`) whose operands and results `at` holds (one
/// device's values, as the kernels computed them) against the reference's evaluator on
/// those operands, recording the op furthest from it in `check`; with `exact`, any
/// difference is a fault.
fn check_ops(
    f: &Function,
    (observed, at): (&[OpId], &HashMap<Value, &Tensor>),
    (device, exact): (usize, bool),
    check: &mut KernelCheck,
) {
    for &op in observed {
        let data = &f.ops[op];
        let operands: Option<Vec<&Tensor>> =
            data.operands.iter().map(|v| at.get(v).copied()).collect();
        let got: Option<Vec<&Tensor>> = data.results.iter().map(|v| at.get(v).copied()).collect();
        let (Some(operands), Some(got)) = (operands, got) else {
            check.unchecked += 1;
            continue;
        };
        if !checkable(&data.kind) {
            check.unchecked += 1;
            continue;
        }
        let types: Vec<_> = data.results.iter().map(|&r| f.ty(r).clone()).collect();
        let Ok(expected) = eval_op(&data.kind, &operands, &types) else {
            check.unchecked += 1;
            continue;
        };
        check.checked += 1;
        for (k, (want, got)) in expected.iter().zip(&got).enumerate() {
            let Some((index, ratio)) = worst_ratio(&data.kind, &operands, &types, got, (want, k))
            else {
                continue;
            };
            let ratio = if exact { f64::INFINITY } else { ratio };
            if check.worst.as_ref().is_none_or(|w| ratio > w.ratio) {
                check.worst = Some(OpError {
                    op_name: data.kind.name(),
                    location: data.loc.clone(),
                    device,
                    index,
                    got: got.to_f64_vec().get(index).copied().unwrap_or(f64::NAN),
                    expected: want.to_f64_vec().get(index).copied().unwrap_or(f64::NAN),
                    ratio,
                });
            }
        }
    }
}

/// Whether an op is checked on its own: not a `dist` op (a collective's or device query's
/// result depends on the other devices). Loops, calls and manual computations, whose bodies
/// are programs of their own, are left unchecked where the evaluator refuses them.
fn checkable(kind: &OpKind) -> bool {
    !kind.name().starts_with("dist.")
}

/// The element of `got` (result `k` of an op of `kind` computed by the kernels) furthest
/// from `want` (the reference op on the same `operands`) relative to its rounding bound,
/// as `(index, ratio)`; `None` when they agree everywhere.
fn worst_ratio(
    kind: &OpKind,
    operands: &[&Tensor],
    types: &[TensorType],
    got: &Tensor,
    (want, k): (&Tensor, usize),
) -> Option<(usize, f64)> {
    let (w, g) = (want.to_f64_vec(), got.to_f64_vec());
    if w.len() != g.len() {
        return Some((0, f64::INFINITY));
    }
    let differs = |a: f64, b: f64| !(a == b || (a.is_nan() && b.is_nan()));
    if !w.iter().zip(&g).any(|(&a, &b)| differs(a, b)) {
        return None;
    }
    if !want.ty.element.is_float() {
        // Integers and booleans on the same operands are exact.
        let i = w.iter().zip(&g).position(|(&a, &b)| differs(a, b))?;
        return Some((i, f64::INFINITY));
    }
    let bound = rounding_bound(kind, operands, types, (want, k));
    let mut worst: Option<(usize, f64)> = None;
    for (i, (&a, &b)) in w.iter().zip(&g).enumerate() {
        if !differs(a, b) {
            continue;
        }
        let ratio = if bound[i].is_infinite() || bound[i].is_nan() {
            0.0
        } else if a.is_finite() && b.is_finite() {
            (a - b).abs() / bound[i]
        } else {
            f64::INFINITY
        };
        if worst.is_none_or(|(_, r)| ratio > r) {
            worst = Some((i, ratio));
        }
    }
    worst
}

/// Per element of `want` (result `k` of an op of `kind` on `operands`, by the reference;
/// `types` the op's result types),
/// how far a kernel that rounds otherwise may be from it: [`ULPS`] units of the last place
/// of the op's rounding scale, and as much again below the smallest normal number (the
/// kernels flush subnormals). The scale is the largest of:
///
/// - the result itself;
/// - for an elementwise op, its operands at the same position (`a - b` rounds at the scale
///   of `a` and `b`, not of their difference);
/// - for a sum (a `reduce` or window by add, a contraction, a convolution), the magnitude
///   of its terms ([`sum_magnitude`]) times their number: f32 sums in any order are within
///   that;
/// - how far the reference's result moves when the operands move by an ulp
///   ([`PERTURBATIONS`] seeded patterns): the op's own conditioning (`exp(80)` rounds at 80
///   ulps of its result, a softmax's small probabilities at the scale of their logits).
///
/// A softmax's or layer norm's scale is then multiplied by its row's length: the sums
/// inside the op round as a sum of that many terms does.
///
/// Infinite where a perturbation leaves the float range or makes a NaN: rounding decides
/// the result there.
pub fn rounding_bound(
    kind: &OpKind,
    operands: &[&Tensor],
    types: &[TensorType],
    (want, k): (&Tensor, usize),
) -> Vec<f64> {
    let element = want.ty.element;
    let bits = significand_bits(element).unwrap_or(52);
    let unit = (-(bits as f64)).exp2();
    let base = want.to_f64_vec();
    let mut scale: Vec<f64> = base.iter().map(|v| v.abs()).collect();
    if kind.is_elementwise() {
        for x in operands {
            if x.ty.shape == want.ty.shape && x.ty.element.is_float() {
                for (s, v) in scale.iter_mut().zip(x.to_f64_vec()) {
                    *s = s.max(v.abs());
                }
            }
        }
    }
    if k == 0
        && let Some(terms) = sum_magnitude(kind, operands, std::slice::from_ref(want))
    {
        let count = term_count(kind, operands, want);
        for (i, (s, m)) in scale.iter_mut().zip(terms.to_f64_vec()).enumerate() {
            let n = count.as_ref().map_or(1.0, |c| c[i].max(1.0));
            *s = s.max(m * n);
        }
    }
    for draw in 0..PERTURBATIONS {
        let moved: Vec<Tensor> = operands
            .iter()
            .enumerate()
            .map(|(o, x)| perturbed(x, draw, o as u64))
            .collect();
        let refs: Vec<&Tensor> = moved.iter().collect();
        let Ok(results) = eval_op(kind, &refs, types) else {
            continue;
        };
        let Some(r) = results.get(k) else { continue };
        for (s, (&m, &b)) in scale.iter_mut().zip(r.to_f64_vec().iter().zip(&base)) {
            let d = m - b;
            if !d.is_finite() && b.is_finite() || m.is_nan() != b.is_nan() {
                *s = f64::INFINITY;
            } else if d.is_finite() {
                *s = s.max(d.abs() / unit);
            }
        }
    }
    // A softmax or layer norm sums its row inside the op: in f32, in any order, within the
    // row's length times an ulp of its terms, which the result carries (a layer norm's
    // mean is subtracted from every element).
    if let OpKind::Softmax { dimension } | OpKind::LayerNorm { dimension, .. } = kind {
        let rank = want.ty.shape.len() as i64;
        if rank > 0 {
            let n = want.ty.shape[dimension.rem_euclid(rank) as usize].max(1) as f64;
            scale.iter_mut().for_each(|s| *s *= n);
        }
    }
    let floor = smallest_normal(element);
    scale
        .into_iter()
        .map(|s| ULPS * (unit * s + floor))
        .collect()
}

/// How many terms a sum adds per element of its result: the op on operands of ones.
fn term_count(kind: &OpKind, operands: &[&Tensor], want: &Tensor) -> Option<Vec<f64>> {
    let ones: Vec<Tensor> = operands
        .iter()
        .map(|x| {
            if x.ty.element.is_float() {
                Tensor::filled(x.ty.clone(), 1.0)
            } else {
                (*x).clone()
            }
        })
        .collect();
    let refs: Vec<&Tensor> = ones.iter().collect();
    let r = eval_op(kind, &refs, std::slice::from_ref(&want.ty)).ok()?;
    Some(r.first()?.to_f64_vec())
}

/// `x` with every float element moved by one unit of its last place (relative): up on draw
/// 0, down on draw 1, by random signs on later draws (the counter-based generator of
/// `hlo.rng` and the random inputs, keyed by draw and operand); integers untouched.
fn perturbed(x: &Tensor, draw: u64, operand: u64) -> Tensor {
    let Some(bits) = significand_bits(x.ty.element) else {
        return x.clone();
    };
    let unit = (-(bits as f64)).exp2();
    let values = x
        .to_f64_vec()
        .into_iter()
        .enumerate()
        .map(|(i, v)| {
            let sign = match draw {
                0 => 1.0,
                1 => -1.0,
                _ => {
                    if element_bits(draw as i64, operand as i64, i as u64)[0] & 1 == 0 {
                        1.0
                    } else {
                        -1.0
                    }
                }
            };
            v * (1.0 + sign * unit)
        })
        .collect();
    Tensor::from_f64(x.ty.clone(), values)
}

/// The smallest positive normal number of a float type.
fn smallest_normal(e: ElementType) -> f64 {
    match e {
        ElementType::F64 => f64::MIN_POSITIVE,
        ElementType::F16 => 6.103_515_625e-5,
        // f32 and bf16 share f32's exponent range.
        _ => f32::MIN_POSITIVE as f64,
    }
}

/// What the kernels' op-by-op check ([`check_kernels_op_by_op`]) says of outputs the
/// compiled kernels got wrong.
#[derive(Clone, Debug)]
pub enum KernelVerdict {
    /// An op beyond its rounding bound: the kernel that computes it is wrong.
    WrongOp(OpError),
    /// Every op within its rounding bound, but the kernels computing each op on its own do
    /// not reproduce the fused program's wrong values: the fault is in the fusion.
    Fused {
        /// Ops checked (once per device).
        checked: usize,
    },
    /// Every op within its rounding bound, and the kernels computing each op on its own
    /// reproduce the wrong values: the program amplifies the kernels' rounding.
    Amplified {
        /// Ops checked (once per device).
        checked: usize,
        /// Ops not checked on their own (collectives, loops), once per device.
        unchecked: usize,
        /// The op closest to its bound.
        closest: Option<OpError>,
    },
}

impl KernelVerdict {
    /// The verdict in words, to follow "the compiled kernels differ from the reference: ".
    pub fn describe(&self) -> String {
        match self {
            KernelVerdict::WrongOp(e) => {
                format!("a kernel computes an op wrongly: {}", e.describe())
            }
            KernelVerdict::Fused { checked } => format!(
                "computed one op at a time, the kernels are within their rounding on all {checked} ops checked and do not make the mismatch, so the fused kernels do"
            ),
            KernelVerdict::Amplified {
                checked,
                unchecked,
                closest,
            } => {
                let closest = closest.as_ref().map_or_else(
                    || "every op exactly as the reference".to_string(),
                    |e| format!("the closest to its bound: {}", e.describe()),
                );
                let unchecked = if *unchecked > 0 {
                    format!(", {unchecked} collectives and loops not checked on their own")
                } else {
                    String::new()
                };
                format!(
                    "computed one op at a time, the kernels make the same wrong values, and every one of the {checked} ops checked is within its rounding of the reference op on the operands the kernels computed ({closest}{unchecked}): the program amplifies the kernels' rounding"
                )
            }
        }
    }
}

impl KernelCheck {
    /// Judges outputs the compiled (fused) kernels got wrong (`mismatches`: output index and
    /// its worst element against the reference, within `(rtol, atol)`) by this check: an op
    /// beyond its bound is a wrong kernel; with none, the check's own outputs (the kernels
    /// computing one op at a time) either reproduce the wrong values — the program amplifies
    /// the kernels' rounding — or do not, and the fusion is at fault.
    pub fn judge(
        &self,
        mismatches: &[(usize, &crate::execute::Mismatch)],
        (rtol, atol): (f64, f64),
    ) -> KernelVerdict {
        if let Some(e) = self.fault() {
            return KernelVerdict::WrongOp(e.clone());
        }
        let reproduced = mismatches.iter().all(|(i, m)| {
            self.outputs
                .get(*i)
                .and_then(|t| t.to_f64_vec().get(m.index).copied())
                .is_some_and(|v| {
                    (v.is_nan() && m.got.is_nan()) || (v - m.got).abs() <= atol + rtol * m.got.abs()
                })
        });
        if reproduced {
            KernelVerdict::Amplified {
                checked: self.checked,
                unchecked: self.unchecked,
                closest: self.worst.clone(),
            }
        } else {
            KernelVerdict::Fused {
                checked: self.checked,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a run changes: the result of the first op of a name, at an element.
    type Change = Option<(&'static str, usize, fn(f64) -> f64)>;

    /// A program with an approximated function, a cancelling difference, a sum and an
    /// integer op, run on the reference with `change` made to one op's result as it runs
    /// (the ops after it read the changed value, as they would a wrong kernel's): every
    /// op's operands and results, by value.
    fn observed_run(change: Change) -> (Module, Vec<OpId>, HashMap<Value, Tensor>) {
        let text = r#"module {
  func.func @main(%x: tensor<4x8xf32>, %i: tensor<4xi32>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<4xi32>) {
    %t = hlo.tanh %x : tensor<4x8xf32>
    %one = hlo.constant dense<1.0> : tensor<4x8xf32>
    %sq = hlo.multiply %t, %t : tensor<4x8xf32>
    %d = hlo.subtract %one, %sq : tensor<4x8xf32>
    %zero = hlo.constant dense<0.0> : tensor<f32>
    %s = hlo.reduce %d, %zero {dimensions = array<i64: 1>, kind = "add"} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %k = hlo.add %i, %i : tensor<4xi32>
    return %d, %s, %k : tensor<4x8xf32>, tensor<4xf32>, tensor<4xi32>
  }
}"#;
        let module = shardc_ir::parse_module(text, "t.mlir").unwrap();
        let f = module.function("main").unwrap();
        let x: Vec<f64> = (0..32).map(|k| (k as f64 - 16.0) * 0.55).collect();
        let args = vec![
            Tensor::from_f64(TensorType::new([4, 8], ElementType::F32), x),
            Tensor::from_i64(TensorType::new([4], ElementType::I32), vec![1, -2, 3, 7]),
        ];
        let mut values: HashMap<Value, Tensor> =
            f.args.iter().copied().zip(args.iter().cloned()).collect();
        shardc_ir::interp::run_function_rewritten(&module, "main", &args, &mut |op, results| {
            if let Some((name, at, change)) = change
                && f.ops[op].kind.name() == name
            {
                let mut xs = results[0].to_f64_vec();
                xs[at] = change(xs[at]);
                results[0] = Tensor::from_f64(results[0].ty.clone(), xs);
            }
            for (&v, t) in f.ops[op].results.iter().zip(results.iter()) {
                values.insert(v, t.clone());
            }
        })
        .unwrap();
        let ret = f.return_op().unwrap();
        let observed = f.body.iter().copied().filter(|&op| op != ret).collect();
        (module, observed, values)
    }

    /// The check of a run with `change` made.
    fn check_run(change: Change) -> KernelCheck {
        let (module, observed, values) = observed_run(change);
        let f = module.function("main").unwrap();
        let at: HashMap<Value, &Tensor> = values.iter().map(|(&v, t)| (v, t)).collect();
        let mut check = KernelCheck::default();
        check_ops(f, (&observed, &at), (0, false), &mut check);
        assert_eq!(check.checked, observed.len());
        check
    }

    /// The reference's own values match exactly; a `tanh` an ulp off (saturating to 1 a
    /// bit early, as the kernels' does) is within its rounding bound, and so is everything
    /// computed from it on the same operands; the same `tanh` off by 0.1% is a wrong
    /// kernel, named with its location.
    #[test]
    fn an_op_off_by_its_rounding_passes_and_a_wrong_one_is_named() {
        let exact = check_run(None);
        assert!(exact.worst.is_none(), "{:?}", exact.worst);
        // tanh(8.5) is 0.99999994 in f32; the kernels' saturates to 1.
        let rounded = check_run(Some(("hlo.tanh", 31, |_| 1.0)));
        let worst = rounded.worst.clone().unwrap();
        assert!(worst.ratio < 0.5, "{worst:?}");
        assert!(rounded.fault().is_none());
        let wrong = check_run(Some(("hlo.tanh", 5, |t| t * 1.001)));
        let fault = wrong.fault().expect("a wrong tanh is a fault");
        assert_eq!(fault.op_name, "hlo.tanh");
        assert_eq!(fault.index, 5);
        assert!(
            fault.location.to_string().contains("t.mlir:3"),
            "{}",
            fault.location
        );
        assert!(
            fault.describe().contains("'hlo.tanh'"),
            "{}",
            fault.describe()
        );
    }

    /// `1 - t²` rounds at the scale of its operands, not of its (tiny) result: an ulp of 1
    /// there is rounding; a sum of eight terms may be off by a few ulps of their magnitude
    /// but not by a dropped term; an integer op must be exact.
    #[test]
    fn bounds_follow_operands_terms_and_exactness() {
        let near = check_run(Some(("hlo.subtract", 0, |d| d + 1.2e-7)));
        assert!(near.fault().is_none(), "{:?}", near.worst);
        // Row 3's sum without its first term (1 - tanh(4.4)² = 6e-4).
        let dropped = check_run(Some(("hlo.reduce", 3, |s| s - 6e-4)));
        assert_eq!(
            dropped.fault().map(|e| e.op_name.as_str()),
            Some("hlo.reduce"),
            "{:?}",
            dropped.worst
        );
        let summed = check_run(Some(("hlo.reduce", 3, |s| s * (1.0 + 4e-7))));
        assert!(summed.fault().is_none(), "{:?}", summed.worst);
        let int = check_run(Some(("hlo.add", 2, |k| k + 1.0)));
        let fault = int.fault().expect("an integer off by one is a fault");
        assert_eq!(
            (fault.op_name.as_str(), fault.ratio),
            ("hlo.add", f64::INFINITY)
        );
    }

    /// Where moving an operand by an ulp leaves the float range, rounding decides the
    /// result, and no difference there is a fault.
    #[test]
    fn an_overflowing_op_is_roundings_to_decide() {
        let kind = OpKind::Unary(shardc_ir::op::UnaryOp::Exponential);
        let ty = TensorType::new([2], ElementType::F32);
        let x = Tensor::from_f64(ty.clone(), vec![88.72283, 1.0]);
        let want = eval_op(&kind, &[&x], std::slice::from_ref(&ty)).unwrap();
        let bound = rounding_bound(&kind, &[&x], std::slice::from_ref(&ty), (&want[0], 0));
        assert!(bound[0].is_infinite(), "{bound:?}");
        assert!(bound[1] < 1e-5 && bound[1] > 0.0, "{bound:?}");
    }

    /// With every op within its bound, the fused run's wrong value is the program's
    /// amplification when the op-by-op run makes it too, and the fusion's when it does not;
    /// an op beyond its bound is a wrong op either way.
    #[test]
    fn a_verdict_needs_the_wrong_value_reproduced() {
        let ty = TensorType::new([2], ElementType::F32);
        let mismatch = crate::execute::Mismatch {
            index: 1,
            expected: 0.5,
            got: 0.25,
            ratio: 100.0,
            max_abs_error: 0.25,
        };
        let mut check = KernelCheck {
            checked: 3,
            outputs: vec![Tensor::from_f64(ty.clone(), vec![1.0, 0.25])],
            ..KernelCheck::default()
        };
        let tolerance = (1e-5, 1e-6);
        assert!(matches!(
            check.judge(&[(0, &mismatch)], tolerance),
            KernelVerdict::Amplified { checked: 3, .. }
        ));
        check.outputs = vec![Tensor::from_f64(ty, vec![1.0, 0.5])];
        let fused = check.judge(&[(0, &mismatch)], tolerance);
        assert!(
            matches!(fused, KernelVerdict::Fused { checked: 3 }),
            "{fused:?}"
        );
        assert!(fused.describe().contains("fused kernels"));
        check.worst = Some(OpError {
            op_name: "hlo.exponential".into(),
            location: Location::Unknown,
            device: 1,
            index: 0,
            got: 2.0,
            expected: 2.7,
            ratio: 1e6,
        });
        let wrong = check.judge(&[(0, &mismatch)], tolerance);
        assert!(matches!(wrong, KernelVerdict::WrongOp(_)));
        assert!(
            wrong.describe().contains("'hlo.exponential'"),
            "{}",
            wrong.describe()
        );
    }
}
