//! Programs compiled for a mesh and run on the CPU virtual mesh compute what the
//! single-device reference computes.

use shardc::compile::compile;
use shardc::execute::{run_reference, run_sharded, worst_error};
use shardc::random_inputs::random_inputs;
use shardc_runtime::RunOptions;

fn check(text: &str, name: &str, seed: i64) -> shardc::compile::Compiled {
    let module = shardc_ir::parse_and_verify(text, name).unwrap_or_else(|e| panic!("{e}"));
    let compiled = compile(module).unwrap_or_else(|d| panic!("{d:?}"));
    let entry = compiled.entry.clone();
    let f = compiled.global.function(&entry).unwrap();
    // Inputs have global types: take them from the global plan.
    let inputs = random_inputs(&f.arg_types(), seed);
    let reference = run_reference(&compiled.global, &entry, &inputs).unwrap();
    let sharded = run_sharded(&compiled.local, &entry, &inputs, &RunOptions::default()).unwrap();
    assert_eq!(reference.len(), sharded.len());
    for (i, (r, s)) in reference.iter().zip(&sharded).enumerate() {
        if let Some(w) = worst_error(r, s, 1e-5, 1e-6) {
            assert!(
                w.ratio <= 1.0,
                "{name}: output {i} differs at {}: {} vs {}",
                w.index,
                w.got,
                w.expected
            );
        }
    }
    compiled
}

#[test]
fn megatron_mlp_matches_reference() {
    let c = check(include_str!("../examples/mlp.mlir"), "mlp.mlir", 1);
    assert_eq!(c.report.collectives.len(), 1);
}
