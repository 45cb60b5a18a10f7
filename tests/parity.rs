//! `--parity`: JAX's 2-layer transformer LM (testdata/train) trained 10 steps with AdamW and
//! global-norm clipping gives bitwise the same losses, parameters and optimizer state on
//! meshes of 1, 2, 4 and 8 devices (dp, tp, dp x tp: 1x1, 2x1, 1x2, 4x1, 2x2, 1x4, 8x1, 2x4), compiled kernels, as the single-device
//! reference interpreter.

use std::path::Path;

use shardc::compile::{Optimizer, Rule, TrainSpec, compile_with, make_train_step, override_mesh};
use shardc::execute::{feedback_pairs, run_reference, run_sharded_steps};
use shardc_ir::Mesh;
use shardc_ir::interp::Tensor;
use shardc_runtime::compiled::Steps;
use shardc_runtime::{Engine, RunOptions, read_tensors};

const STEPS: usize = 10;

fn spec() -> TrainSpec {
    TrainSpec {
        optimizer: Optimizer {
            rule: Rule::AdamW {
                beta1: 0.9,
                beta2: 0.999,
                eps: 1e-8,
                weight_decay: 1e-4,
            },
            lr: 0.01,
            clip_norm: Some(1.0),
            loss_scale: None,
        },
        params: (0..22).collect(),
    }
}

fn bits(ts: &[Tensor]) -> Vec<Vec<u64>> {
    ts.iter()
        .map(|t| t.to_f64_vec().iter().map(|v| v.to_bits()).collect())
        .collect()
}

#[test]
fn ten_adamw_steps_are_bitwise_the_same_on_1_2_4_and_8_devices() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/train");
    let text = std::fs::read_to_string(dir.join("lm_forward.mlir")).unwrap();
    let data = read_tensors(dir.join("lm_data.safetensors")).unwrap();
    let mut runs: Vec<(String, Vec<Vec<u64>>, Vec<u64>)> = Vec::new();
    let mut reference: Option<(Vec<Vec<u64>>, Vec<u64>)> = None;
    for (dp, tp) in [
        (1, 1),
        (2, 1),
        (1, 2),
        (4, 1),
        (2, 2),
        (1, 4),
        (8, 1),
        (2, 4),
    ] {
        let mut module = shardc_frontend::load_program(&text, "lm_forward.mlir").unwrap();
        override_mesh(&mut module, Mesh::new([("dp", dp), ("tp", tp)])).unwrap();
        make_train_step(&mut module, &spec()).unwrap();
        let compiled = compile_with(module, true).unwrap();
        let f = compiled.input.function(&compiled.entry).unwrap();
        let inputs: Vec<Tensor> = (0..f.args.len())
            .map(|i| match data.get(&format!("arg{i}")) {
                Some(t) if i < 24 => t.clone(),
                _ => Tensor::filled(f.ty(f.args[i]).clone(), 0.0),
            })
            .collect();
        let feedback =
            feedback_pairs(compiled.local.function(&compiled.entry).unwrap(), "mesh").unwrap();
        let losses = std::sync::Mutex::new(Vec::new());
        let out = run_sharded_steps(
            &compiled.local,
            &compiled.entry,
            &inputs,
            &RunOptions {
                engine: Engine::Compiled,
                exact: true,
                ..RunOptions::default()
            },
            &Steps {
                count: STEPS,
                feedback: feedback.clone(),
                ..Steps::default()
            },
            &|_, first| {
                losses
                    .lock()
                    .unwrap()
                    .push(first.unwrap().get_f64(0).to_bits())
            },
        )
        .unwrap();
        if reference.is_none() {
            // The single-device reference: the interpreter, step by step, fed back by hand.
            let mut args = inputs.clone();
            let mut last = Vec::new();
            let mut ref_losses = Vec::new();
            for _ in 0..STEPS {
                last = run_reference(&compiled.input, &compiled.entry, &args).unwrap();
                ref_losses.push(last[0].get_f64(0).to_bits());
                for &(a, r) in &feedback {
                    args[a] = last[r].clone();
                }
            }
            reference = Some((bits(&last), ref_losses));
        }
        runs.push((
            format!("dp={dp},tp={tp}"),
            bits(&out),
            losses.into_inner().unwrap(),
        ));
    }
    let (want, want_losses) = reference.unwrap();
    // Without parity the 8-device run is close but not bitwise (the check can fail).
    {
        let mut module = shardc_frontend::load_program(&text, "lm_forward.mlir").unwrap();
        make_train_step(&mut module, &spec()).unwrap();
        let compiled = compile_with(module, false).unwrap();
        let f = compiled.input.function(&compiled.entry).unwrap();
        let inputs: Vec<Tensor> = (0..f.args.len())
            .map(|i| match data.get(&format!("arg{i}")) {
                Some(t) if i < 24 => t.clone(),
                _ => Tensor::filled(f.ty(f.args[i]).clone(), 0.0),
            })
            .collect();
        let feedback =
            feedback_pairs(compiled.local.function(&compiled.entry).unwrap(), "mesh").unwrap();
        let out = run_sharded_steps(
            &compiled.local,
            &compiled.entry,
            &inputs,
            &RunOptions {
                engine: Engine::Compiled,
                ..RunOptions::default()
            },
            &Steps {
                count: STEPS,
                feedback,
                ..Steps::default()
            },
            &|_, _| {},
        )
        .unwrap();
        assert_ne!(
            bits(&out),
            want,
            "the default mode should differ in some bit"
        );
    }
    assert_eq!(want_losses.len(), STEPS);
    for (mesh, got, losses) in &runs {
        assert_eq!(
            losses, &want_losses,
            "{mesh}: the losses of the {STEPS} steps"
        );
        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
            assert!(
                g == w,
                "{mesh}: output {i} after {STEPS} steps is not bitwise the reference's"
            );
        }
    }
}

/// JAX's shard_map exports compiled with `--parity` (and with `--auto-shard --parity`) are
/// bitwise the reference interpreter, which runs each body on every device in lockstep; the
/// bodies are left as written (the parity pass pins no reduction in one device's program, it
/// used to insert constraints there, which a body may not hold) and every plan is certified.
#[test]
fn shard_map_programs_are_bitwise_in_parity_mode() {
    use shardc::compile::{CompileOptions, compile_with_options};
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/import/shard_map");
    for case in ["collectives", "gspmd", "partial", "train_step"] {
        let text = std::fs::read_to_string(root.join(case).join("jax.mlir")).unwrap();
        let data = read_tensors(root.join(case).join("data.safetensors")).unwrap();
        for auto_shard in [false, true] {
            let module = shardc_frontend::load_program(&text, "jax.mlir").unwrap();
            let options = CompileOptions {
                parity: true,
                auto_shard: auto_shard.then(Default::default),
                ..CompileOptions::default()
            };
            let c = compile_with_options(module, &options, &|_| {})
                .unwrap_or_else(|d| panic!("{case}: {d:?}"));
            let cert = c
                .certificate()
                .unwrap_or_else(|e| panic!("{case}: no certificate: {e}"));
            let plan = shardc_ir::print_module_with(&c.global, shardc_ir::Form::Generic, true);
            shardc_certify::check_certificate(&cert, &plan, &shardc_certify::RuleSet::standard())
                .unwrap_or_else(|e| panic!("{case}: {e}"));
            let f = c.input.function(&c.entry).unwrap();
            let inputs: Vec<Tensor> = (0..f.args.len())
                .map(|i| data[&format!("arg{i}")].clone())
                .collect();
            let want = run_reference(&c.input, &c.entry, &inputs).unwrap();
            let got = shardc::execute::run_sharded(
                &c.local,
                &c.entry,
                &inputs,
                &RunOptions {
                    engine: Engine::Compiled,
                    exact: true,
                    ..RunOptions::default()
                },
            )
            .unwrap();
            assert_eq!(
                bits(&got),
                bits(&want),
                "{case} (auto-shard {auto_shard}): not bitwise the reference"
            );
        }
    }
}
