//! Random numbers are a function of (seed, stream, global element index), never of the
//! layout: a dropout program gives bitwise the same mask and output on meshes of 1, 2, 4 and
//! 8 devices split over dp, tp and dp x tp, and every device draws only its block (no
//! full-size `hlo.rng` in the per-device program when the draw is split).

use shardc::compile::compile;
use shardc::execute::{run_reference, run_sharded};
use shardc_ir::interp::Tensor;
use shardc_ir::{ElementType, OpKind, TensorType, parse_and_verify};
use shardc_runtime::RunOptions;

fn program(mesh: &str, x: &str, y: &str) -> String {
    format!(
        r#"module {{
  dist.mesh @mesh = <[{mesh}]>
  func.func @main(%x: tensor<8x16xf32> {{dist.sharding = #dist.sharding<@mesh, {x}>}}, %seed: tensor<i64>) -> (tensor<8x16xf32> {{dist.sharding = #dist.sharding<@mesh, {y}>}}, tensor<8x16xf32>) {{
    %u = hlo.rng %seed {{distribution = "uniform", stream = 1 : i64}} : (tensor<i64>) -> tensor<8x16xf32>
    %p = hlo.constant dense<0.25> : tensor<8x16xf32>
    %keep = hlo.compare %u, %p {{comparison_direction = "GE"}} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %z = hlo.constant dense<0.0> : tensor<8x16xf32>
    %s = hlo.constant dense<1.33333337> : tensor<8x16xf32>
    %xs = hlo.multiply %x, %s : tensor<8x16xf32>
    %y = hlo.select %keep, %xs, %z : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    return %y, %u : tensor<8x16xf32>, tensor<8x16xf32>
  }}
}}"#
    )
}

fn bits(t: &Tensor) -> Vec<u64> {
    t.to_f64_vec().iter().map(|v| v.to_bits()).collect()
}

#[test]
fn dropout_is_the_same_on_every_mesh_and_each_device_draws_its_block() {
    let x = Tensor::from_f64(
        TensorType::new([8, 16], ElementType::F32),
        (0..128).map(|i| (i as f64 * 0.37).sin()).collect(),
    );
    let seed = Tensor::from_i64(TensorType::scalar(ElementType::I64), vec![42]);
    let meshes = [
        (r#""d"=1"#, r#"[{}, {}]"#, r#"[{}, {}]"#),
        (r#""dp"=2"#, r#"[{"dp"}, {}]"#, r#"[{"dp"}, {}]"#),
        (r#""tp"=4"#, r#"[{}, {"tp"}]"#, r#"[{}, {"tp"}]"#),
        (
            r#""dp"=2, "tp"=4"#,
            r#"[{"dp"}, {"tp"}]"#,
            r#"[{"dp"}, {"tp"}]"#,
        ),
        (r#""dp"=8"#, r#"[{"dp"}, {}]"#, r#"[{}, {"dp"}]"#),
        (r#""tp"=8"#, r#"[{}, {"tp"}]"#, r#"[{}, {"tp"}]"#),
    ];
    let mut first: Option<(Vec<u64>, Vec<u64>)> = None;
    for (mesh, xs, ys) in meshes {
        let text = program(mesh, xs, ys);
        let module = parse_and_verify(&text, "dropout.mlir").unwrap_or_else(|d| panic!("{d:?}"));
        let inputs = [x.clone(), seed.clone()];
        let reference = run_reference(&module, "main", &inputs).unwrap();
        let compiled = compile(module).unwrap_or_else(|d| panic!("{mesh}: {d:?}"));
        let out = run_sharded(&compiled.local, "main", &inputs, &RunOptions::default()).unwrap();
        for (i, (o, r)) in out.iter().zip(&reference).enumerate() {
            assert_eq!(
                bits(o),
                bits(r),
                "{mesh}: out{i} differs from the single-device draw"
            );
        }
        let got = (bits(&out[0]), bits(&out[1]));
        match &first {
            None => first = Some(got),
            Some(f) => assert_eq!(&got, f, "{mesh}: the draw depends on the mesh"),
        }
        // Where the draw is split, every device draws a block, never the whole tensor.
        let f = compiled.local.function("main").unwrap();
        let devices = compiled.local.meshes[0].mesh.num_devices();
        for &op in &f.body {
            if let OpKind::Rng { global_shape, .. } = &f.ops[op].kind {
                let local = f.ty(f.ops[op].results[0]).num_elements();
                if devices > 1 && !global_shape.is_empty() {
                    assert!(
                        local < 128,
                        "{mesh}: a device draws {local} of 128 elements"
                    );
                }
            }
        }
        if devices > 1 {
            assert!(
                f.body.iter().any(|&op| matches!(&f.ops[op].kind, OpKind::Rng { global_shape, .. } if !global_shape.is_empty())),
                "{mesh}: the draw was not split"
            );
        }
    }
}
