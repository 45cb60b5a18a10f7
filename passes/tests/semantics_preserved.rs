//! Canonicalization and CSE never change what a program computes: random programs, run on
//! the reference interpreter before and after, give bitwise-identical results (up to NaN
//! payloads).

use shardc_ir::attr::{DenseElements, ElementValues};
use shardc_ir::interp::{Tensor, run_function};
use shardc_ir::op::{BinaryOp, CompareDirection, OpKind, UnaryOp};
use shardc_ir::{ElementType, FunctionBuilder, Module, TensorType, Value, verify_module};
use shardc_passes::{NoInstrumentation, PassManager, parse_pipeline};

/// A small deterministic generator (SplitMix64).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Interesting constants: zeros of both signs, ones, and ordinary values.
const SPECIAL: [f64; 7] = [0.0, -0.0, 1.0, -1.0, 2.0, 0.5, 3.25];

fn random_program(rng: &mut Rng) -> Module {
    let ty = TensorType::new([2, 3], ElementType::F32);
    let mut b = FunctionBuilder::new("main", vec![ty.clone(), ty.clone()], vec![ty.clone()]);
    let mut pool: Vec<Value> = vec![b.arg(0), b.arg(1)];
    for _ in 0..(6 + rng.below(14)) {
        let pick = |rng: &mut Rng, pool: &Vec<Value>| pool[rng.below(pool.len())];
        let v = match rng.below(9) {
            0 | 1 => {
                let splat = rng.below(2) == 0;
                let values = if splat {
                    vec![SPECIAL[rng.below(SPECIAL.len())]]
                } else {
                    (0..6).map(|_| SPECIAL[rng.below(SPECIAL.len())]).collect()
                };
                b.constant(DenseElements {
                    ty: ty.clone(),
                    values: ElementValues::Float(values),
                    splat,
                })
                .unwrap()
            }
            2..=4 => {
                let op = [
                    BinaryOp::Add,
                    BinaryOp::Subtract,
                    BinaryOp::Multiply,
                    BinaryOp::Divide,
                    BinaryOp::Maximum,
                    BinaryOp::Minimum,
                ][rng.below(6)];
                let (x, y) = (pick(rng, &pool), pick(rng, &pool));
                b.binary(op, x, y).unwrap()
            }
            5 => {
                let op = [
                    UnaryOp::Negate,
                    UnaryOp::Exponential,
                    UnaryOp::Tanh,
                    UnaryOp::Abs,
                    UnaryOp::Floor,
                ][rng.below(5)];
                let x = pick(rng, &pool);
                b.unary(op, x).unwrap()
            }
            6 => {
                let (x, y) = (pick(rng, &pool), pick(rng, &pool));
                let p = b
                    .op(OpKind::Compare(CompareDirection::Lt), vec![x, y], None)
                    .unwrap();
                let (t, f) = (pick(rng, &pool), pick(rng, &pool));
                b.op(OpKind::Select, vec![p, t, f], None).unwrap()
            }
            7 => {
                let x = pick(rng, &pool);
                let t = b
                    .op(
                        OpKind::Transpose {
                            permutation: vec![1, 0],
                        },
                        vec![x],
                        None,
                    )
                    .unwrap();
                b.op(
                    OpKind::Transpose {
                        permutation: vec![1, 0],
                    },
                    vec![t],
                    None,
                )
                .unwrap()
            }
            _ => {
                let x = pick(rng, &pool);
                let flat = b
                    .op(
                        OpKind::Reshape,
                        vec![x],
                        Some(TensorType::new([6], ElementType::F32)),
                    )
                    .unwrap();
                b.op(OpKind::Reshape, vec![flat], Some(ty.clone())).unwrap()
            }
        };
        pool.push(v);
    }
    let last = *pool.last().unwrap();
    b.ret(vec![last]);
    let mut m = Module::new();
    m.functions.push(b.finish());
    m
}

/// Bit patterns, with every NaN mapped to one canonical NaN (IEEE 754 leaves the sign and
/// payload of a computed NaN unspecified).
fn bits(ts: &[Tensor]) -> Vec<u64> {
    ts.iter()
        .flat_map(|t| t.to_f64_vec())
        .map(|v| {
            if v.is_nan() {
                f64::NAN.to_bits()
            } else {
                v.to_bits()
            }
        })
        .collect()
}

#[test]
fn canonicalize_and_cse_preserve_results_bitwise() {
    let mut rng = Rng(0x5eed);
    let pm =
        PassManager::new(parse_pipeline("builtin.module(canonicalize,cse,canonicalize)").unwrap());
    let ty = TensorType::new([2, 3], ElementType::F32);
    let inputs = [
        Tensor::from_f64(ty.clone(), vec![0.0, -0.0, 1.5, -2.0, 1e30, -7.25]),
        Tensor::from_f64(ty.clone(), vec![-0.0, 0.0, -1.5, 3.0, f64::INFINITY, 0.125]),
    ];
    let mut shrunk = 0usize;
    for case in 0..300 {
        let mut m = random_program(&mut rng);
        assert!(verify_module(&m).is_empty());
        let before = run_function(&m, "main", &inputs).unwrap();
        let ops_before = m.functions[0].body.len();
        pm.run(&mut m, &mut NoInstrumentation).unwrap();
        shrunk += ops_before - m.functions[0].body.len();
        let after = run_function(&m, "main", &inputs).unwrap();
        assert_eq!(
            bits(&before),
            bits(&after),
            "case {case} changed its result:\n{}",
            shardc_ir::print_module(&m, shardc_ir::Form::Pretty)
        );
    }
    // The passes must actually do something on these programs.
    assert!(shrunk > 300, "only {shrunk} ops removed over 300 programs");
}

#[test]
fn float_add_of_positive_zero_is_kept_but_negative_zero_folds() {
    let text = r#"
module {
  func.func @main(%arg0: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
    %0 = hlo.constant dense<0.0> : tensor<2xf32>
    %1 = hlo.add %arg0, %0 : tensor<2xf32>
    %2 = hlo.constant dense<-0.0> : tensor<2xf32>
    %3 = hlo.add %arg0, %2 : tensor<2xf32>
    return %1, %3 : tensor<2xf32>, tensor<2xf32>
  }
}
"#;
    let mut m = shardc_ir::parse_and_verify(text, "t.mlir").unwrap();
    PassManager::new(parse_pipeline("canonicalize").unwrap())
        .run(&mut m, &mut NoInstrumentation)
        .unwrap();
    let printed = shardc_ir::print_module(&m, shardc_ir::Form::Pretty);
    assert!(printed.contains("hlo.add %arg0, %0"), "{printed}");
    assert!(printed.contains("return %1, %arg0"), "{printed}");
}
