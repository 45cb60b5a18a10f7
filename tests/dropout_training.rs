//! Training through JAX's threefry dropout (`testdata/train/make_dropout_reference.py`): the
//! forward program as JAX exports it, made a training step with `--train sgd`, its step
//! argument marked a step counter (`--step-counter`), run 3 steps — each step draws a new
//! mask from `fold_in(key(seed), step)` — gives JAX's losses and updated parameters; in parity
//! mode the run is bitwise the same on 1, 2, 4 and 8 devices.

use std::path::Path;

use shardc::compile::{
    Optimizer, Rule, TrainSpec, compile_with, make_train_step, mark_step_counter, override_mesh,
};
use shardc::execute::{feedback_pairs, run_sharded_steps, worst_error};
use shardc_ir::Mesh;
use shardc_ir::interp::Tensor;
use shardc_runtime::compiled::Steps;
use shardc_runtime::{Engine, RunOptions, read_tensors};

const STEPS: usize = 3;
const STEP_ARG: usize = 5;

fn spec() -> TrainSpec {
    TrainSpec {
        optimizer: Optimizer {
            rule: Rule::Sgd {
                momentum: 0.0,
                nesterov: false,
            },
            lr: 0.1,
            clip_norm: None,
            loss_scale: None,
        },
        params: vec![0, 1],
    }
}

/// Trains `STEPS` steps on a dp x tp mesh; the losses and the last step's outputs.
fn train(dp: i64, tp: i64, parity: bool) -> (Vec<f64>, Vec<Tensor>) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/train");
    let text = std::fs::read_to_string(dir.join("dropout_forward.mlir")).unwrap();
    let data = read_tensors(dir.join("dropout_data.safetensors")).unwrap();
    let mut module = shardc_frontend::load_program(&text, "dropout_forward.mlir")
        .unwrap_or_else(|d| panic!("{d:?}"));
    override_mesh(&mut module, Mesh::new([("dp", dp), ("tp", tp)])).unwrap();
    mark_step_counter(&mut module, STEP_ARG).unwrap();
    make_train_step(&mut module, &spec()).unwrap_or_else(|d| panic!("{d:?}"));
    let compiled = compile_with(module, parity).unwrap_or_else(|d| panic!("{d:?}"));
    let inputs: Vec<Tensor> = (0..6).map(|i| data[&format!("arg{i}")].clone()).collect();
    let local = compiled.local.function(&compiled.entry).unwrap();
    let feedback = feedback_pairs(local, "mesh").unwrap();
    let losses = std::sync::Mutex::new(Vec::new());
    let out = run_sharded_steps(
        &compiled.local,
        &compiled.entry,
        &inputs,
        &RunOptions {
            engine: Engine::Compiled,
            exact: parity,
            ..RunOptions::default()
        },
        &Steps {
            count: STEPS,
            feedback,
            counters: vec![STEP_ARG],
            ..Steps::default()
        },
        &|_, first| losses.lock().unwrap().push(first.unwrap().get_f64(0)),
    )
    .unwrap();
    (losses.into_inner().unwrap(), out)
}

#[test]
fn three_sgd_steps_through_threefry_dropout_match_jax() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/train");
    let data = read_tensors(dir.join("dropout_data.safetensors")).unwrap();
    for (dp, tp) in [(1, 1), (2, 4)] {
        let (losses, out) = train(dp, tp, false);
        for (k, loss) in losses.iter().enumerate() {
            let want = data[&format!("loss{k}")].get_f64(0);
            assert!(
                (loss - want).abs() <= 1e-5 * want.abs(),
                "{dp}x{tp}: step {k}'s loss {loss} vs JAX's {want}"
            );
        }
        assert!(
            losses[0] != losses[1] && losses[1] != losses[2],
            "each step draws its own mask: {losses:?}"
        );
        for (i, name) in ["w1_final", "w2_final"].iter().enumerate() {
            let w = worst_error(&data[*name], &out[1 + i], 1e-5, 1e-6).unwrap();
            assert!(w.ratio <= 1.0, "{dp}x{tp}: {name} vs JAX: {w:?}");
        }
    }
}

#[test]
fn threefry_dropout_training_in_parity_mode_is_bitwise_the_same_on_every_mesh() {
    let bits = |(losses, out): (Vec<f64>, Vec<Tensor>)| {
        let mut b: Vec<u64> = losses.iter().map(|v| v.to_bits()).collect();
        for t in &out {
            b.extend(t.to_f64_vec().iter().map(|v| v.to_bits()));
        }
        b
    };
    let one = bits(train(1, 1, true));
    for (dp, tp) in [(2, 1), (1, 4), (2, 4)] {
        assert!(
            bits(train(dp, tp, true)) == one,
            "{dp}x{tp}: parity run differs from the single device"
        );
    }
}
