//! Helpers shared by integration tests (each test file that needs them says `mod common;`).

use shardc::compile::{CompileOptions, compile_with_options};
use shardc::execute::run_sharded_steps;
use shardc_ir::interp::Tensor;
use shardc_ir::parse_module;
use shardc_runtime::compiled::Steps;
use shardc_runtime::{Engine, RunOptions};

/// Compiles `program` (in parity mode or not) and runs it once on the virtual mesh with the
/// compiled kernels (exact ones in parity mode); the outputs as f64 values.
pub fn run_compiled(program: &str, inputs: &[Tensor], parity: bool) -> Vec<Vec<f64>> {
    let module = parse_module(program, "program.mlir").unwrap();
    let options = CompileOptions {
        parity,
        ..CompileOptions::default()
    };
    let compiled = compile_with_options(module, &options, &|_| {}).unwrap();
    let results = run_sharded_steps(
        &compiled.local,
        &compiled.entry,
        inputs,
        &RunOptions {
            engine: Engine::Compiled,
            exact: parity,
            ..RunOptions::default()
        },
        &Steps::default(),
        &|_, _| {},
    )
    .unwrap();
    results.iter().map(Tensor::to_f64_vec).collect()
}
