//! End-to-end over the JAX reference cases (`testdata/oracle/`, from JAX 0.10.2's own
//! partitioner): each export is imported, compiled for its mesh, run on the CPU virtual mesh
//! with the case's inputs (on the interpreter and on compiled kernels), and must reproduce
//! JAX's outputs within the case's tolerance with no more collectives, and no more bytes per
//! device, than XLA's partitioned program.
//!
//! `auto_*` cases (no shardings; for `--auto-shard`) and `train_*` cases (need `--train`)
//! are not partitioned here.

use std::path::Path;

use shardc::compile::compile;
use shardc::execute::{run_sharded, worst_error};
use shardc_runtime::{Engine, RunOptions, read_tensors};

struct Row {
    case: String,
    ours: (usize, i64),
    xla: (usize, i64),
    worst: f64,
}

fn run_case(dir: &Path) -> Row {
    let case = dir.file_name().unwrap().to_string_lossy().to_string();
    let text = std::fs::read_to_string(dir.join("jax.mlir")).unwrap();
    let expect: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("expect.json")).unwrap()).unwrap();
    let module = shardc_frontend::load_program(&text, &format!("{case}/jax.mlir"))
        .unwrap_or_else(|d| panic!("{case}: {d:?}"));
    let compiled = compile(module).unwrap_or_else(|d| panic!("{case}: {d:?}"));
    let data = read_tensors(dir.join("data.safetensors")).unwrap();
    let f = compiled.input.function(&compiled.entry).unwrap();
    let inputs: Vec<_> = (0..f.args.len())
        .map(|i| data[&format!("arg{i}")].clone())
        .collect();
    let tol = &expect["tolerance"];
    let (rtol, atol) = (tol["rtol"].as_f64().unwrap(), tol["atol"].as_f64().unwrap());
    let mut worst: f64 = 0.0;
    for engine in [Engine::Interpreter, Engine::Compiled] {
        let options = RunOptions {
            engine,
            ..RunOptions::default()
        };
        let outputs = run_sharded(&compiled.local, &compiled.entry, &inputs, &options)
            .unwrap_or_else(|e| panic!("{case} ({engine:?}): {e}"));
        for (i, got) in outputs.iter().enumerate() {
            let want = &data[&format!("out{i}")];
            // JAX stores a scalar as shape [1]; worst_error matches one-element tensors.
            let w = worst_error(want, got, rtol, atol).map_or(0.0, |w| w.ratio);
            assert!(
                w <= 1.0,
                "{case} ({engine:?}): out{i} is off by {w:.3}x the tolerance"
            );
            worst = worst.max(w);
        }
    }
    let xla = (
        expect["collective_count"].as_u64().unwrap_or(0) as usize,
        expect["collective_bytes_per_device"].as_i64().unwrap_or(0),
    );
    let ours = (
        compiled.report.collectives.len(),
        compiled.report.collective_bytes_per_device,
    );
    Row {
        case,
        ours,
        xla,
        worst,
    }
}

#[test]
fn oracle_cases_partition_correctly_and_move_no_more_than_xla() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/oracle");
    let mut dirs: Vec<_> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    let mut rows = Vec::new();
    for dir in dirs {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        if name.starts_with("auto_") || name.starts_with("train_") {
            continue;
        }
        rows.push(run_case(&dir));
    }
    assert!(rows.len() >= 8, "only {} oracle cases found", rows.len());
    println!(
        "| case | shardc collectives | shardc bytes/device | XLA collectives | XLA bytes/device | worst error / tolerance |"
    );
    println!("|---|---|---|---|---|---|");
    for r in &rows {
        println!(
            "| {} | {} | {} | {} | {} | {:.2e} |",
            r.case, r.ours.0, r.ours.1, r.xla.0, r.xla.1, r.worst
        );
    }
    for r in &rows {
        assert!(
            r.ours.0 <= r.xla.0,
            "{}: {} collectives, XLA's program has {}",
            r.case,
            r.ours.0,
            r.xla.0
        );
        assert!(
            r.ours.1 <= r.xla.1,
            "{}: {} bytes per device, XLA moves {}",
            r.case,
            r.ours.1,
            r.xla.1
        );
    }
}

/// The GPT-3-shaped 12-layer Megatron training step (about 5,400 ops) compiles: every op is
/// partitioned, the tensor-parallel collectives run over `tp`, the gradient reductions over
/// `dp`.
#[test]
fn gpt3_12_layer_megatron_step_compiles() {
    use std::io::Read;
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/big/gpt3_12layer_megatron.mlir.gz");
    let mut text = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(&path).unwrap())
        .read_to_string(&mut text)
        .unwrap();
    let module = shardc_frontend::load_program(&text, "gpt3_12layer_megatron.mlir").unwrap();
    let start = std::time::Instant::now();
    let compiled = compile(module).unwrap_or_else(|d| panic!("{d:?}"));
    println!(
        "compiled in {:.2} s (debug build)",
        start.elapsed().as_secs_f64()
    );
    // Values reduced over `axis` (a tuple all-reduce reduces several).
    let f = compiled.local.function(&compiled.entry).unwrap();
    let over = |axis: &str| -> usize {
        f.body
            .iter()
            .filter_map(|&op| match &f.ops[op].kind {
                shardc_ir::op::OpKind::AllReduce { reduction_axes, .. }
                    if reduction_axes.len() == 1 && reduction_axes[0].name == axis =>
                {
                    Some(f.ops[op].operands.len())
                }
                _ => None,
            })
            .sum()
    };
    // Megatron: at least two tensor-parallel all-reduces per layer in the forward pass (after
    // attention and after the MLP), and gradient all-reduces over the data-parallel axis
    // (fused into tuples by comm-fusion).
    assert!(
        over("tp") >= 24,
        "{} values all-reduced over tp",
        over("tp")
    );
    assert!(
        over("dp") >= 12,
        "{} values all-reduced over dp",
        over("dp")
    );
}

/// `train_*` cases: JAX's forward program (the loss) with `expect.json`'s `train` command
/// (`--train sgd --lr LR --params …`): the compiled training step reproduces JAX's loss and
/// updated parameters, on both engines.
#[test]
fn oracle_training_cases_reproduce_jax_updates() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/oracle");
    let mut found = 0;
    for entry in std::fs::read_dir(&root).unwrap() {
        let dir = entry.unwrap().path();
        let case = dir.file_name().unwrap().to_string_lossy().to_string();
        if !case.starts_with("train_") {
            continue;
        }
        found += 1;
        let text = std::fs::read_to_string(dir.join("jax.mlir")).unwrap();
        let expect: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join("expect.json")).unwrap())
                .unwrap();
        let train = &expect["train"];
        assert_eq!(train["optimizer"], "sgd", "{case}");
        let spec = shardc::compile::TrainSpec {
            optimizer: shardc::compile::Optimizer {
                rule: shardc::compile::Rule::Sgd {
                    momentum: 0.0,
                    nesterov: false,
                },
                lr: train["lr"].as_f64().unwrap(),
                clip_norm: None,
                loss_scale: None,
            },
            params: train["params"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p.as_u64().unwrap() as usize)
                .collect(),
        };
        let mut module = shardc_frontend::load_program(&text, &format!("{case}/jax.mlir")).unwrap();
        shardc::compile::make_train_step(&mut module, &spec).unwrap();
        let compiled = compile(module).unwrap();
        let data = read_tensors(dir.join("data.safetensors")).unwrap();
        let f = compiled.input.function(&compiled.entry).unwrap();
        let inputs: Vec<_> = (0..f.args.len())
            .map(|i| data[&format!("arg{i}")].clone())
            .collect();
        let tol = &expect["tolerance"];
        let (rtol, atol) = (tol["rtol"].as_f64().unwrap(), tol["atol"].as_f64().unwrap());
        for engine in [Engine::Interpreter, Engine::Compiled] {
            let options = RunOptions {
                engine,
                ..RunOptions::default()
            };
            let outputs = run_sharded(&compiled.local, &compiled.entry, &inputs, &options).unwrap();
            assert_eq!(outputs.len(), 1 + spec.params.len(), "{case}");
            for (i, got) in outputs.iter().enumerate() {
                let want = &data[&format!("out{i}")];
                let w = worst_error(want, got, rtol, atol).map_or(0.0, |w| w.ratio);
                assert!(
                    w <= 1.0,
                    "{case} ({engine:?}): out{i} is off by {w:.3}x the tolerance"
                );
            }
        }
        // The step's gradients are reduced over the batch split: an all_reduce over "dp".
        assert!(
            compiled
                .report
                .collectives
                .iter()
                .any(|c| c.kind == "all_reduce" && c.axes.contains(&"dp".to_string())),
            "{case}: no gradient all_reduce over dp"
        );
    }
    assert!(found >= 1, "no train_ case");
}
