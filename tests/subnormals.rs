//! Compiled runs on the CPU flush subnormal floats to zero (as XLA's CPU client does; an x86
//! core takes a microcode assist for each); parity mode keeps IEEE subnormals, bitwise the
//! reference interpreter's (runtime/src/subnormals.rs).

mod common;

use shardc_ir::interp::Tensor;
use shardc_ir::{ElementType, TensorType, parse_module};

/// `a * b` (subnormal for these inputs) and `(a * b) * 2^30` (normal again, if the product
/// was kept), split over two devices.
const PROGRAM: &str = r#"dist.mesh @mesh = <["x"=2]>
func.func @main(%a: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %p = hlo.multiply %a, %b : tensor<4xf32>
  %k = hlo.constant dense<1073741824.0> : tensor<4xf32>
  %q = hlo.multiply %p, %k : tensor<4xf32>
  return %p, %q : tensor<4xf32>, tensor<4xf32>
}
"#;

fn inputs() -> Vec<Tensor> {
    let ty = TensorType::new([4], ElementType::F32);
    vec![
        Tensor::from_f64(ty.clone(), vec![1e-30, 2e-30, 3e-30, 1.0]),
        Tensor::from_f64(ty, vec![1e-10, 1e-10, 1e-10, 0.5]),
    ]
}

fn run(parity: bool) -> Vec<Vec<f64>> {
    common::run_compiled(PROGRAM, &inputs(), parity)
}

#[test]
fn compiled_runs_flush_subnormals_and_parity_keeps_them() {
    let module = parse_module(PROGRAM, "subnormals.mlir").unwrap();
    let reference = shardc_ir::interp::run_function(&module, "main", &inputs()).unwrap();
    let reference: Vec<Vec<f64>> = reference.iter().map(Tensor::to_f64_vec).collect();
    // The interpreter keeps IEEE subnormals: 1e-40 is one, and scaled back up it is normal.
    assert!(reference[0][0] > 0.0 && (reference[0][0] as f32).is_subnormal());
    assert!((reference[1][0] - 1e-40 * 2f64.powi(30)).abs() < 1e-33);

    let parity = run(true);
    for (got, want) in parity.iter().zip(&reference) {
        let bits = |v: &Vec<f64>| v.iter().map(|&x| (x as f32).to_bits()).collect::<Vec<_>>();
        assert_eq!(bits(got), bits(want), "parity keeps subnormals bitwise");
    }

    let fast = run(false);
    if cfg!(any(target_arch = "x86_64", target_arch = "aarch64")) {
        assert_eq!(
            &fast[0][..3],
            &[0.0, 0.0, 0.0],
            "subnormal products flush to zero"
        );
        assert_eq!(&fast[1][..3], &[0.0, 0.0, 0.0], "and stay zero when scaled");
    }
    // Normal values are untouched.
    assert_eq!(fast[0][3], 0.5);
    assert_eq!(fast[1][3], reference[1][3]);
}
