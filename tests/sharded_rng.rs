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

/// A step counter (`shardc.step_counter`) as the dropout seed: `run --steps` advances it, so
/// every step draws a new mask, and the masks of every step are bitwise the same on 1 device
/// and on 8 (compiled kernels).
#[test]
fn a_step_counter_gives_each_step_its_mask_on_every_mesh() {
    let text = |mesh: &str, xs: &str| {
        format!(
            r#"module @dropout {{
  dist.mesh @mesh = <[{mesh}]>
  func.func @main(%x: tensor<8x16xf32> {{dist.sharding = #dist.sharding<@mesh, {xs}>}}, %step: tensor<i64> {{shardc.step_counter}}) -> (tensor<f32>, tensor<8x16xf32>) {{
    %u = hlo.rng %step {{distribution = "uniform", stream = 3 : i64}} : (tensor<i64>) -> tensor<8x16xf32>
    %p = hlo.constant dense<0.5> : tensor<8x16xf32>
    %keep = hlo.compare %u, %p {{comparison_direction = "GE"}} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %z = hlo.constant dense<0.0> : tensor<8x16xf32>
    %y = hlo.select %keep, %x, %z : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %zero = hlo.constant dense<0.0> : tensor<f32>
    %s = hlo.reduce %y, %zero {{dimensions = array<i64: 0, 1>, kind = "add"}} : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    return %s, %y : tensor<f32>, tensor<8x16xf32>
  }}
}}"#
        )
    };
    let x = Tensor::from_f64(
        TensorType::new([8, 16], ElementType::F32),
        (0..128).map(|i| 1.0 + (i as f64 * 0.37).sin()).collect(),
    );
    let step0 = Tensor::from_i64(TensorType::scalar(ElementType::I64), vec![100]);
    let mut runs: Vec<(Vec<u64>, Vec<u64>)> = Vec::new();
    for (mesh, xs) in [
        (r#""d"=1"#, "[{}, {}]"),
        (r#""dp"=2, "tp"=4"#, r#"[{"dp"}, {"tp"}]"#),
    ] {
        let module =
            parse_and_verify(&text(mesh, xs), "dropout.mlir").unwrap_or_else(|d| panic!("{d:?}"));
        let compiled = compile(module).unwrap();
        let lf = compiled.local.function("main").unwrap();
        let counters: Vec<usize> = (0..lf.args.len())
            .filter(|&i| {
                lf.arg_attrs[i]
                    .attrs
                    .iter()
                    .any(|(k, _)| k == shardc_runtime::compiled::STEP_COUNTER_ATTR)
            })
            .collect();
        assert_eq!(
            counters,
            vec![1],
            "the counter attribute survives compilation"
        );
        let sums = std::sync::Mutex::new(Vec::new());
        let out = shardc::execute::run_sharded_steps(
            &compiled.local,
            "main",
            &[x.clone(), step0.clone()],
            &RunOptions {
                engine: shardc_runtime::Engine::Compiled,
                ..RunOptions::default()
            },
            &shardc_runtime::compiled::Steps {
                count: 3,
                counters,
                ..Default::default()
            },
            &|_, first| sums.lock().unwrap().push(first.unwrap().get_f64(0)),
        )
        .unwrap();
        // The last step's mask is the one seed 102 draws (the reference, on one device).
        let last = Tensor::from_i64(TensorType::scalar(ElementType::I64), vec![102]);
        let want = run_reference(&compiled.input, "main", &[x.clone(), last]).unwrap();
        assert_eq!(bits(&out[1]), bits(&want[1]), "{mesh}: step 3's mask");
        let sums = sums.into_inner().unwrap();
        assert!(
            sums[0] != sums[1] && sums[1] != sums[2],
            "{mesh}: each step draws a new mask: {sums:?}"
        );
        runs.push((sums.iter().map(|v| v.to_bits()).collect(), bits(&out[1])));
    }
    assert_eq!(runs[0].1, runs[1].1, "the same mask on 1 device and on 8");
}
