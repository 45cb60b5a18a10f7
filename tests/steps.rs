//! `--steps`: a compiled run of N steps, results fed back into the arguments they alias,
//! equals N runs of the reference interpreter with the same feedback done by hand; aliasing
//! comes from `tf.aliasing_output` or from JAX's donated `jax.buffer_donor` arguments.

use shardc::compile::compile;
use shardc::execute::{feedback_pairs, run_reference, run_sharded_steps, worst_error};
use shardc_ir::interp::Tensor;
use shardc_ir::parse_module;
use shardc_runtime::compiled::Steps;
use shardc_runtime::{Engine, RunOptions};

/// Least squares by SGD; `attr` marks the weight (argument 0).
fn program(attr: &str) -> String {
    format!(
        r#"module @sgd {{
  dist.mesh @mesh = <["dp"=2, "tp"=2]>
  func.func @main(%w: tensor<4x2xf32> {{{attr}}},
                  %x: tensor<8x4xf32> {{dist.sharding = #dist.sharding<@mesh, [{{"dp"}}, {{}}]>}},
                  %y: tensor<8x2xf32> {{dist.sharding = #dist.sharding<@mesh, [{{"dp"}}, {{}}]>}})
      -> (tensor<f32>, tensor<4x2xf32>) {{
    %p = hlo.dot_general %x, %w {{lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>}} : (tensor<8x4xf32>, tensor<4x2xf32>) -> tensor<8x2xf32>
    %e = hlo.subtract %p, %y : tensor<8x2xf32>
    %sq = hlo.multiply %e, %e : tensor<8x2xf32>
    %zero = hlo.constant dense<0.0> : tensor<f32>
    %s = hlo.reduce %sq, %zero {{dimensions = array<i64: 0, 1>, kind = "add"}} : (tensor<8x2xf32>, tensor<f32>) -> tensor<f32>
    %n = hlo.constant dense<16.0> : tensor<f32>
    %loss = hlo.divide %s, %n : tensor<f32>
    %g = hlo.dot_general %x, %e {{lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>}} : (tensor<8x4xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
    %k = hlo.constant dense<0.0125> : tensor<4x2xf32>
    %step = hlo.multiply %g, %k : tensor<4x2xf32>
    %w2 = hlo.subtract %w, %step : tensor<4x2xf32>
    return %loss, %w2 : tensor<f32>, tensor<4x2xf32>
  }}
}}
"#
    )
}

fn inputs() -> Vec<Tensor> {
    let t = |shape: &[i64], f: &dyn Fn(usize) -> f64| {
        let ty = shardc_ir::TensorType::new(shape.to_vec(), shardc_ir::ElementType::F32);
        let n = ty.num_elements() as usize;
        Tensor::from_f64(ty, (0..n).map(f).collect())
    };
    vec![
        t(&[4, 2], &|i| 0.1 * i as f64 - 0.3),
        t(&[8, 4], &|i| ((i * 7) % 11) as f64 / 5.0 - 1.0),
        t(&[8, 2], &|i| ((i * 3) % 5) as f64 / 2.0 - 1.0),
    ]
}

/// Runs `steps` steps compiled, and by hand on the interpreter; returns both final outputs
/// and the per-step losses of the compiled run.
fn both(attr: &str, steps: usize) -> (Vec<Tensor>, Vec<Tensor>, Vec<f64>) {
    let module = parse_module(&program(attr), "sgd.mlir").unwrap();
    let compiled = compile(module).unwrap();
    let lf = compiled.local.function("main").unwrap();
    let feedback = feedback_pairs(lf, "mesh").unwrap();
    assert_eq!(feedback, vec![(0, 1)], "the weight is fed by result 1");
    let options = RunOptions {
        engine: Engine::Compiled,
        ..RunOptions::default()
    };
    let losses = std::sync::Mutex::new(Vec::new());
    let got = run_sharded_steps(
        &compiled.local,
        "main",
        &inputs(),
        &options,
        &Steps {
            count: steps,
            feedback,
            ..Steps::default()
        },
        &|_, first| losses.lock().unwrap().push(first.unwrap().get_f64(0)),
    )
    .unwrap();
    let mut args = inputs();
    let mut want = Vec::new();
    for _ in 0..steps {
        want = run_reference(&compiled.input, "main", &args).unwrap();
        args[0] = want[1].clone();
    }
    (got, want, losses.into_inner().unwrap())
}

#[test]
fn donated_arguments_are_fed_their_updates_step_after_step() {
    let (got, want, losses) = both("jax.buffer_donor = true", 5);
    for (g, w) in got.iter().zip(&want) {
        let e = worst_error(w, g, 1e-5, 1e-6);
        assert!(e.as_ref().is_none_or(|e| e.ratio <= 1.0), "{e:?}");
    }
    assert_eq!(losses.len(), 5);
    assert!(
        losses.windows(2).all(|w| w[1] < w[0]),
        "SGD must lower the loss: {losses:?}"
    );
}

#[test]
fn an_explicit_aliasing_output_feeds_its_argument() {
    let (got, want, _) = both("tf.aliasing_output = 1 : i32", 3);
    for (g, w) in got.iter().zip(&want) {
        let e = worst_error(w, g, 1e-5, 1e-6);
        assert!(e.as_ref().is_none_or(|e| e.ratio <= 1.0), "{e:?}");
    }
}

#[test]
fn aliasing_a_result_of_another_type_is_an_error() {
    let module = parse_module(&program("tf.aliasing_output = 0 : i32"), "sgd.mlir").unwrap();
    let compiled = compile(module).unwrap();
    let err = feedback_pairs(compiled.local.function("main").unwrap(), "mesh").unwrap_err();
    assert!(err.contains("aliased to result 0 of another type"), "{err}");
    let module = parse_module(&program("tf.aliasing_output = 7 : i32"), "sgd.mlir").unwrap();
    let compiled = compile(module).unwrap();
    let err = feedback_pairs(compiled.local.function("main").unwrap(), "mesh").unwrap_err();
    assert!(err.contains("has 2 results"), "{err}");
}

/// `--data`: each step takes its batch from the next file (cycling); the weight keeps being
/// fed back. Equal to the interpreter run step by step with the same batches.
#[test]
fn per_step_data_replaces_the_batch_each_step() {
    let module = parse_module(&program("jax.buffer_donor = true"), "sgd.mlir").unwrap();
    let compiled = compile(module).unwrap();
    let lf = compiled.local.function("main").unwrap();
    let feedback = feedback_pairs(lf, "mesh").unwrap();
    let base = inputs();
    let batch = |k: usize| -> Vec<(usize, Tensor)> {
        [1usize, 2]
            .iter()
            .map(|&a| {
                let t = &base[a];
                let v: Vec<f64> = t
                    .to_f64_vec()
                    .iter()
                    .map(|x| x * (k as f64 + 1.0) - 0.1 * k as f64)
                    .collect();
                (a, Tensor::from_f64(t.ty.clone(), v))
            })
            .collect()
    };
    let files: Vec<Vec<(usize, Tensor)>> = (0..3).map(batch).collect();
    let data = shardc::execute::shard_step_data(&compiled.local, "main", &files).unwrap();
    let options = RunOptions {
        engine: Engine::Compiled,
        ..RunOptions::default()
    };
    let losses = std::sync::Mutex::new(Vec::new());
    let got = run_sharded_steps(
        &compiled.local,
        "main",
        &base,
        &options,
        &Steps {
            count: 5,
            feedback: feedback.clone(),
            data,
            ..Steps::default()
        },
        &|_, first| losses.lock().unwrap().push(first.unwrap().get_f64(0)),
    )
    .unwrap();
    let mut args = base.clone();
    let mut want = Vec::new();
    let mut want_losses = Vec::new();
    for i in 0..5 {
        for (a, t) in &files[i % 3] {
            args[*a] = t.clone();
        }
        want = run_reference(&compiled.input, "main", &args).unwrap();
        want_losses.push(want[0].get_f64(0));
        args[0] = want[1].clone();
    }
    for (g, w) in got.iter().zip(&want) {
        let e = worst_error(w, g, 1e-5, 1e-6);
        assert!(e.as_ref().is_none_or(|e| e.ratio <= 1.0), "{e:?}");
    }
    let losses = losses.into_inner().unwrap();
    for (g, w) in losses.iter().zip(&want_losses) {
        assert!(
            (g - w).abs() <= 1e-5 * w.abs().max(1e-6),
            "{losses:?} vs {want_losses:?}"
        );
    }
    // Data for the fed-back weight is refused.
    let bad =
        shardc::execute::shard_step_data(&compiled.local, "main", &[vec![(0, base[0].clone())]])
            .unwrap();
    let err = run_sharded_steps(
        &compiled.local,
        "main",
        &base,
        &options,
        &Steps {
            count: 2,
            feedback,
            data: bad,
            ..Steps::default()
        },
        &|_, _| {},
    )
    .unwrap_err();
    assert!(err.contains("per-step data cannot replace it"), "{err}");
}
