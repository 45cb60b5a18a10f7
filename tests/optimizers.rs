//! The optimizers of `--train` against optax (`testdata/train`, made by
//! `make_optax_reference.py`): SGD with Nesterov momentum, AdamW after global-norm clipping,
//! and SGD after a clip that acts at every step, three steps each on a dp=2 x tp=4 mesh, compiled kernels, the parameters and the
//! optimizer state fed back from step to step. Every step's loss and the final parameters
//! must match optax's.

use std::path::Path;

use shardc::compile::{Optimizer, Rule, TrainSpec, compile, make_train_step};
use shardc::execute::{feedback_pairs, run_sharded_steps, worst_error};
use shardc_ir::interp::Tensor;
use shardc_runtime::compiled::Steps;
use shardc_runtime::{Engine, RunOptions, read_tensors};

fn train(rule: Rule, lr: f64, clip_norm: Option<f64>, prefix: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/train");
    let text = std::fs::read_to_string(dir.join("forward.mlir")).unwrap();
    let data = read_tensors(dir.join("data.safetensors")).unwrap();
    let mut module = shardc_frontend::load_program(&text, "forward.mlir").unwrap();
    let spec = TrainSpec {
        optimizer: Optimizer {
            rule,
            lr,
            clip_norm,
            loss_scale: None,
        },
        params: vec![0, 1],
    };
    make_train_step(&mut module, &spec).unwrap();
    let compiled = compile(module).unwrap();
    let f = compiled.input.function(&compiled.entry).unwrap();
    // The forward arguments, then the optimizer state at zero.
    let inputs: Vec<Tensor> = (0..f.args.len())
        .map(|i| match data.get(&format!("arg{i}")) {
            Some(t) => t.clone(),
            None => Tensor::filled(f.ty(f.args[i]).clone(), 0.0),
        })
        .collect();
    let lf = compiled.local.function(&compiled.entry).unwrap();
    let feedback = feedback_pairs(lf, "mesh").unwrap();
    assert_eq!(
        feedback.len(),
        f.args.len() - 2,
        "{prefix}: parameters and state feed back: {feedback:?}"
    );
    let options = RunOptions {
        engine: Engine::Compiled,
        ..RunOptions::default()
    };
    let losses = std::sync::Mutex::new(Vec::new());
    let out = run_sharded_steps(
        &compiled.local,
        &compiled.entry,
        &inputs,
        &options,
        &Steps {
            count: 3,
            feedback,
            ..Steps::default()
        },
        &|_, first| losses.lock().unwrap().push(first.unwrap().get_f64(0)),
    )
    .unwrap();
    let losses = losses.into_inner().unwrap();
    for (k, &l) in losses.iter().enumerate() {
        let want = data[&format!("{prefix}_loss{k}")].get_f64(0);
        assert!(
            (l - want).abs() <= 1e-5 * want.abs(),
            "{prefix}: loss of step {k} is {l}, optax's {want}"
        );
    }
    for (i, name) in [(1, "w1"), (2, "w2")] {
        let want = &data[&format!("{prefix}_{name}")];
        let w = worst_error(want, &out[i], 1e-4, 1e-6);
        assert!(
            w.as_ref().is_none_or(|w| w.ratio <= 1.0),
            "{prefix}: {name} after three steps: {w:?}"
        );
    }
}

#[test]
fn sgd_with_nesterov_momentum_matches_optax() {
    train(
        Rule::Sgd {
            momentum: 0.9,
            nesterov: true,
        },
        0.05,
        None,
        "sgd",
    );
}

#[test]
fn adamw_with_global_norm_clipping_matches_optax() {
    train(
        Rule::AdamW {
            beta1: 0.9,
            beta2: 0.999,
            eps: 1e-8,
            weight_decay: 1e-4,
        },
        0.01,
        Some(0.5),
        "adamw",
    );
}

#[test]
fn sgd_after_global_norm_clipping_matches_optax() {
    // The gradient norm is about 0.8 at every step: the clip to 0.1 acts each time.
    train(
        Rule::Sgd {
            momentum: 0.0,
            nesterov: false,
        },
        0.5,
        Some(0.1),
        "clipped_sgd",
    );
}

/// `--train sgd` on JAX's export of a 2-layer GPT-style LM's loss (embedding lookup,
/// attention with a causal mask, layer norm, GELU, cross-entropy; dp=2 x tp=4; made by
/// `testdata/train/make_lm_reference.py`): one step reproduces JAX's loss and every updated
/// parameter (`p - 0.1 jax.grad(loss)`), on both engines.
#[test]
fn sgd_step_of_a_jax_transformer_lm_matches_jax() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/train");
    let text = std::fs::read_to_string(dir.join("lm_forward.mlir")).unwrap();
    let data = read_tensors(dir.join("lm_data.safetensors")).unwrap();
    let mut module = shardc_frontend::load_program(&text, "lm_forward.mlir").unwrap();
    let spec = TrainSpec {
        optimizer: Optimizer {
            rule: Rule::Sgd {
                momentum: 0.0,
                nesterov: false,
            },
            lr: 0.1,
            clip_norm: None,
            loss_scale: None,
        },
        params: (0..22).collect(),
    };
    make_train_step(&mut module, &spec).unwrap();
    let compiled = compile(module).unwrap();
    let f = compiled.input.function(&compiled.entry).unwrap();
    let inputs: Vec<Tensor> = (0..f.args.len())
        .map(|i| data[&format!("arg{i}")].clone())
        .collect();
    for engine in [Engine::Interpreter, Engine::Compiled] {
        let options = RunOptions {
            engine,
            ..RunOptions::default()
        };
        let out = shardc::execute::run_sharded(&compiled.local, &compiled.entry, &inputs, &options)
            .unwrap();
        assert_eq!(out.len(), 23);
        for (i, got) in out.iter().enumerate() {
            let want = &data[&format!("out{i}")];
            let w = worst_error(want, got, 1e-5, 1e-6);
            assert!(
                w.as_ref().is_none_or(|w| w.ratio <= 1.0),
                "{engine:?}: out{i}: {w:?}"
            );
        }
    }
}
