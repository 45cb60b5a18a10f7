//! `comm-fusion` end to end: tuple all-reduces compute what separate ones do (on the
//! interpreter's collectives and on the compiled runtime's packed exchange), and JAX's LM
//! step compiles to no more collectives, and no more bytes, than XLA's partitioning of it.

use std::io::Read;
use std::path::Path;

use shardc::compile::{CompileOptions, compile, compile_with_options};
use shardc::execute::{run_reference, run_sharded, worst_error};
use shardc::random_inputs::random_inputs;
use shardc_ir::op::OpKind;
use shardc_runtime::{Engine, RunOptions};

/// Gradient-like partial sums over "dp": four f32 ones (the last after a gather over "tp"),
/// one f64, two reduced with max; the f32 sums are independent of each other, and so are
/// the maxima (a tuple the compiled runtime runs on the reference collectives, member by
/// member).
const PROGRAM: &str = r#"
dist.mesh @mesh = <["dp"=2, "tp"=2]>
func.func @main(%x: tensor<8x6xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %y: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %z: tensor<8x4xf64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %w: tensor<6x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) -> (tensor<6x4xf32>, tensor<6x6xf32>, tensor<4xf32>, tensor<4x4xf64>, tensor<6xf32>, tensor<8x8xf32>, tensor<4xf32>) {
  %0 = hlo.dot_general %x, %y {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x6xf32>, tensor<8x4xf32>) -> tensor<6x4xf32>
  %1 = hlo.dot_general %x, %x {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x6xf32>, tensor<8x6xf32>) -> tensor<6x6xf32>
  %c = hlo.constant dense<0.0> : tensor<f32>
  %2 = hlo.reduce %y, %c {dimensions = array<i64: 0>, kind = "add"} : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
  %3 = hlo.dot_general %z, %z {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x4xf64>, tensor<8x4xf64>) -> tensor<4x4xf64>
  %m = hlo.constant dense<0xFF800000> : tensor<f32>
  %4 = hlo.reduce %x, %m {dimensions = array<i64: 0>, kind = "max"} : (tensor<8x6xf32>, tensor<f32>) -> tensor<6xf32>
  %4b = hlo.reduce %y, %m {dimensions = array<i64: 0>, kind = "max"} : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
  %5 = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x6xf32>, tensor<6x8xf32>) -> tensor<8x8xf32>
  %6 = hlo.dot_general %5, %5 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0, %1, %2, %3, %4, %6, %4b : tensor<6x4xf32>, tensor<6x6xf32>, tensor<4xf32>, tensor<4x4xf64>, tensor<6xf32>, tensor<8x8xf32>, tensor<4xf32>
}
"#;

/// Runs the compiled plan on the virtual mesh (interpreter and compiled kernels) on seeded
/// inputs and asserts every output matches the single-device reference (normwise).
fn assert_matches_reference(compiled: &shardc::compile::Compiled, seed: i64) {
    let inputs = random_inputs(&compiled.input.function("main").unwrap().arg_types(), seed);
    let reference = run_reference(&compiled.input, "main", &inputs).unwrap();
    for engine in [Engine::Interpreter, Engine::Compiled] {
        let options = RunOptions {
            engine,
            ..RunOptions::default()
        };
        let got = run_sharded(&compiled.local, "main", &inputs, &options).unwrap();
        for (i, (r, s)) in reference.iter().zip(&got).enumerate() {
            let w = worst_error(r, s, 1e-5, 1e-6).map_or(0.0, |w| w.ratio);
            assert!(w <= 1.0, "{engine:?}: output {i} off by {w}x the tolerance");
        }
    }
}

#[test]
fn tuple_all_reduces_compute_what_separate_ones_do() {
    let module = shardc_ir::parse_and_verify(PROGRAM, "fusion.mlir").unwrap();
    let compiled = compile(module).unwrap_or_else(|d| panic!("{d:?}"));
    let f = compiled.local.function("main").unwrap();
    let mut tuples: Vec<usize> = f
        .body
        .iter()
        .filter(|&&op| matches!(f.ops[op].kind, OpKind::AllReduce { .. }))
        .map(|&op| f.ops[op].operands.len())
        .filter(|&n| n > 1)
        .collect();
    // The four f32 sums over "dp" travel together; the f64 one and the max go alone.
    tuples.sort();
    assert_eq!(
        tuples,
        vec![2, 4],
        "{}",
        shardc_ir::print_module(&compiled.local, shardc_ir::Form::Pretty)
    );
    assert_matches_reference(&compiled, 7);
}

#[test]
fn a_tuple_all_reduce_is_one_collective_in_the_report() {
    let module = shardc_ir::parse_and_verify(PROGRAM, "fusion.mlir").unwrap();
    let compiled = compile(module).unwrap();
    let dp: Vec<i64> = compiled
        .report
        .collectives
        .iter()
        .filter(|c| c.kind == "all_reduce" && c.axes == ["dp"])
        .map(|c| c.result_bytes_per_device)
        .collect();
    // One tuple of sums (6x4 + 6x6 + 4 + 4x8 f32 on each device = 384 bytes), the f64 sum
    // (128) and the tuple of maxima (6 + 4 f32 = 40).
    let mut sorted = dp.clone();
    sorted.sort();
    assert_eq!(sorted, vec![40, 128, 384], "{dp:?}");
}

fn lm_step() -> (shardc_ir::Module, serde_json::Value) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/comm/lm_step_dp_tp");
    let mut text = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(dir.join("jax.mlir.gz")).unwrap())
        .read_to_string(&mut text)
        .unwrap();
    let module = shardc_frontend::load_program(&text, "lm_step_dp_tp/jax.mlir").unwrap();
    let expect =
        serde_json::from_str(&std::fs::read_to_string(dir.join("expect.json")).unwrap()).unwrap();
    (module, expect)
}

/// The target of issue 10: JAX's SGD step of a 4-layer LM on dp=2 x tp=4, where XLA's
/// program has 20 collectives (its gradients in one tuple all-reduce).
#[test]
fn lm_step_has_no_more_collectives_or_bytes_than_xla() {
    let (module, expect) = lm_step();
    let compiled = compile(module).unwrap_or_else(|d| panic!("{d:?}"));
    let count = compiled.report.collectives.len();
    let bytes = compiled.report.collective_bytes_per_device;
    let xla_count = expect["collective_count"].as_u64().unwrap() as usize;
    let xla_bytes = expect["collective_bytes_per_device"].as_i64().unwrap();
    println!("shardc {count} collectives, {bytes} bytes; XLA {xla_count}, {xla_bytes}");
    assert!(count <= xla_count, "{count} collectives, XLA {xla_count}");
    assert!(bytes <= xla_bytes, "{bytes} bytes, XLA {xla_bytes}");
    // Every gradient (and the loss) reduced over "dp" in one tuple.
    let dp = compiled
        .report
        .collectives
        .iter()
        .filter(|c| c.axes == ["dp"])
        .count();
    assert_eq!(dp, 1);
}

/// On a target whose collectives overlap compute (h100), gradients are bucketed where
/// holding one back does not lengthen the simulated step: fewer collectives than the 63 of
/// the unfused program, and (some reductions overlapping the backward pass) possibly more
/// than the CPU profile's single tuple.
#[test]
fn an_overlapping_target_buckets_gradients() {
    let (module, _) = lm_step();
    let h100 = shardc_passes::cost::HardwareProfile::builtin("h100").unwrap();
    let options = CompileOptions {
        profile: Some(h100),
        ..CompileOptions::default()
    };
    let compiled = compile_with_options(module, &options, &|_| {}).unwrap();
    let count = compiled.report.collectives.len();
    assert!((20..63).contains(&count), "{count} collectives on h100");
}

/// Two layers' weights gathered (FSDP) and two partial products reduce-scattered: one tuple
/// all-gather (the compiled runtime's packed exchange) and one tuple reduce-scatter (member by
/// member on the reference collectives), both computing what the single device does.
const GATHERS_AND_SCATTERS: &str = r#"
dist.mesh @mesh = <["f"=4]>
func.func @main(%x: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>}, %w1: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>}, %w2: tensor<32x24xf32> {dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>}, %u: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"f"}]>}, %v: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"f"}]>}) -> (tensor<16x24xf32> {dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>}, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>}, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>}) {
  %h = hlo.dot_general %x, %w1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
  %t = hlo.tanh %h : tensor<16x32xf32>
  %y = hlo.dot_general %t, %w2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<16x32xf32>, tensor<32x24xf32>) -> tensor<16x24xf32>
  %p = hlo.dot_general %u, %w1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
  %q = hlo.dot_general %v, %w1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
  return %y, %p, %q : tensor<16x24xf32>, tensor<16x32xf32>, tensor<16x32xf32>
}
"#;

#[test]
fn tuple_gathers_and_scatters_compute_what_separate_ones_do() {
    let module = shardc_ir::parse_and_verify(GATHERS_AND_SCATTERS, "fsdp.mlir").unwrap();
    let compiled = compile(module).unwrap_or_else(|d| panic!("{d:?}"));
    let f = compiled.local.function("main").unwrap();
    let tuples: Vec<(String, usize)> = f
        .body
        .iter()
        .map(|&op| &f.ops[op])
        .filter(|d| d.kind.is_tuple_collective() && d.operands.len() > 1)
        .map(|d| (d.kind.name(), d.operands.len()))
        .collect();
    assert!(
        tuples.contains(&("dist.all_gather".to_string(), 2)),
        "{tuples:?}\n{}",
        shardc_ir::print_module(&compiled.local, shardc_ir::Form::Pretty)
    );
    assert_matches_reference(&compiled, 11);
}

#[test]
fn tuple_reduce_scatters_compute_what_separate_ones_do() {
    let text = r#"
dist.mesh @mesh = <["f"=4]>
func.func @main(%x: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"f"}]>}, %y: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"f"}]>}, %w1: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>}, %w2: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>}) -> (tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>}, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>}) {
  %h = hlo.dot_general %x, %w1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
  %g = hlo.dot_general %y, %w2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
  return %h, %g : tensor<16x32xf32>, tensor<16x32xf32>
}
"#;
    let module = shardc_ir::parse_and_verify(text, "rs.mlir").unwrap();
    let compiled = compile(module).unwrap_or_else(|d| panic!("{d:?}"));
    let f = compiled.local.function("main").unwrap();
    assert!(f.body.iter().any(|&op| {
        matches!(f.ops[op].kind, OpKind::ReduceScatter { .. }) && f.ops[op].operands.len() == 2
    }));
    assert_eq!(compiled.report.collectives.len(), 1);
    assert_matches_reference(&compiled, 5);
}

/// The global-view program `testdata/comm/algebra/NAME.mlir`: collectives written out that
/// one of the algebra's rule sets rewrites.
fn algebra_case(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("testdata/comm/algebra")
        .join(format!("{name}.mlir"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Runs `pipeline` on the global-view program `text`, then `spmd-partition`; returns the
/// partitioned module and the global plan.
fn partitioned(text: &str, pipeline: &str) -> (shardc_ir::Module, shardc_ir::Module) {
    use shardc_passes::{NoInstrumentation, PassManager, parse_pipeline};
    let mut module = shardc_ir::parse_and_verify(text, "algebra.mlir").unwrap();
    PassManager::new(parse_pipeline(pipeline).unwrap())
        .run(&mut module, &mut NoInstrumentation)
        .unwrap_or_else(|e| panic!("{:?}", e.diagnostics()));
    let global = module.clone();
    PassManager::new(parse_pipeline("builtin.module(spmd-partition)").unwrap())
        .run(&mut module, &mut NoInstrumentation)
        .unwrap_or_else(|e| panic!("{:?}", e.diagnostics()));
    (module, global)
}

/// The collectives of `f` by name.
fn collective_names(m: &shardc_ir::Module) -> Vec<String> {
    let f = m.function("main").unwrap();
    f.body
        .iter()
        .map(|&op| f.ops[op].kind.name())
        .filter(|n| n.starts_with("dist.") && n != "dist.all_slice")
        .collect()
}

/// The collectives' algebra (`comm-fusion`'s e-graph rewrites) on global plans written with
/// their collectives: each rewritten plan, partitioned, computes on the virtual mesh what
/// the plan as written computes (both against the single-device reading of the plan), and
/// the rewrite happened. `reduce-then-slice` (an all-reduce then a slice is a reduce-scatter),
/// `gather-then-slice` (gathering then slicing back is nothing), the reductions moved past a
/// subtraction, a scale and a transpose (two all-reduces become one), work on the shard, and
/// the identities a rewrite exposes (a select of one value twice) (`testdata/comm/algebra/`).
#[test]
fn the_algebra_of_collectives_keeps_the_values() {
    let cases: [(&str, &[&str]); 7] = [
        ("reduce_then_slice", &["dist.reduce_scatter"]),
        ("gather_then_slice", &[]),
        ("reductions_through_linear_ops", &["dist.all_reduce"]),
        (
            "reductions_through_scale_and_transpose",
            &["dist.all_reduce"],
        ),
        (
            "work_on_the_shard",
            &["dist.reduce_scatter", "dist.all_gather"],
        ),
        ("work_past_the_reach", &["dist.all_gather"]),
        ("identities", &["dist.all_gather"]),
    ];
    for (name, after) in cases {
        let text = &algebra_case(name);
        let (as_written, global) = partitioned(text, "builtin.module(verify)");
        let (rewritten, plan) = partitioned(text, "builtin.module(comm-fusion)");
        assert_eq!(collective_names(&rewritten), after.to_vec(), "{text}");
        // The rewrite happened: other collectives, or the same ones elsewhere.
        let print = |m: &shardc_ir::Module| shardc_ir::print_module(m, shardc_ir::Form::Pretty);
        assert_ne!(print(&global), print(&plan), "{name}");
        let inputs = random_inputs(&global.function("main").unwrap().arg_types(), 3);
        let reference = run_reference(&global, "main", &inputs).unwrap();
        for local in [&as_written, &rewritten] {
            for engine in [Engine::Interpreter, Engine::Compiled] {
                let options = RunOptions {
                    engine,
                    ..RunOptions::default()
                };
                let got = run_sharded(local, "main", &inputs, &options).unwrap();
                for (r, s) in reference.iter().zip(&got) {
                    let w = worst_error(r, s, 1e-5, 1e-6).map_or(0.0, |w| w.ratio);
                    assert!(w <= 1.0, "{engine:?}: off by {w}x the tolerance\n{text}");
                }
            }
        }
    }
}

/// Past the algebra's first reach (three ops), and sharing: the gather of
/// `work_past_the_reach` moves past all six elementwise ops after it, the slice of the
/// gathered value is the value on the shard, and the learning rate is made sliced — no
/// `all_slice` is left, and the gather is the last op before the return.
#[test]
fn the_algebra_looks_as_far_as_a_moved_collective_can_go() {
    let (_, global) = partitioned(
        &algebra_case("work_past_the_reach"),
        "builtin.module(comm-fusion)",
    );
    let f = global.function("main").unwrap();
    let kinds: Vec<String> = f.body.iter().map(|&op| f.ops[op].kind.name()).collect();
    assert!(!kinds.iter().any(|k| k == "dist.all_slice"), "{kinds:?}");
    assert_eq!(
        kinds.iter().filter(|k| *k == "dist.all_gather").count(),
        1,
        "{kinds:?}"
    );
    let gather = kinds.iter().position(|k| k == "dist.all_gather").unwrap();
    assert!(
        kinds[..gather]
            .iter()
            .filter(|k| k.starts_with("hlo."))
            .count()
            >= 7,
        "{kinds:?}"
    );
}

/// The compiled runtime's own reduce-scatters (each member sums only its block of the
/// members' operands) are bitwise the reference collectives' (sum everything, then slice):
/// f32 and f64, scattered along one dimension and along two over a 2-D mesh, single and
/// tuple (the packed exchange). Blocks of the wrong member, or sums rounded per member, fail.
#[test]
fn native_reduce_scatters_are_bitwise_the_reference() {
    let text = r#"
dist.mesh @mesh = <["a"=2, "b"=3]>
func.func @main(%p: tensor<12x12xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"b"}>}, %q: tensor<12x12xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"b"}>}, %r: tensor<8x12xf64> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"a","b"}>}) -> (tensor<12x12xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"b"}]>}, tensor<12x12xf32> {dist.sharding = #dist.sharding<@mesh, [{"b"}, {}]>}, tensor<8x12xf64> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {"b"}]>}) {
  %0:2 = dist.reduce_scatter %p, %q {scatter_axes = #dist.dim_axes<[{}, {"b"}]>, kind = "add", dist.sharding = [#dist.sharding<@mesh, [{}, {"b"}]>, #dist.sharding<@mesh, [{}, {"b"}]>]} : (tensor<12x12xf32>, tensor<12x12xf32>) -> (tensor<12x12xf32>, tensor<12x12xf32>)
  %1 = dist.all_to_all %0#1 {source_dim = 1, target_dim = 0, axes = #dist.axes<{"b"}>, dist.sharding = #dist.sharding<@mesh, [{"b"}, {}]>} : tensor<12x12xf32>
  %2 = dist.reduce_scatter %r {scatter_axes = #dist.dim_axes<[{"a"}, {"b"}]>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"a"}, {"b"}]>} : tensor<8x12xf64>
  return %0#0, %1, %2 : tensor<12x12xf32>, tensor<12x12xf32>, tensor<8x12xf64>
}
"#;
    let (local, global) = partitioned(text, "builtin.module(verify)");
    let inputs = random_inputs(&global.function("main").unwrap().arg_types(), 7);
    let run = |engine| {
        let options = RunOptions {
            engine,
            ..RunOptions::default()
        };
        run_sharded(&local, "main", &inputs, &options).unwrap()
    };
    let (reference, compiled) = (run(Engine::Interpreter), run(Engine::Compiled));
    assert_eq!(reference.len(), 3);
    for (r, c) in reference.iter().zip(&compiled) {
        assert_eq!(r, c);
    }
    let single = run_reference(&global, "main", &inputs).unwrap();
    for (r, s) in single.iter().zip(&reference) {
        let w = worst_error(r, s, 1e-5, 1e-6).map_or(0.0, |w| w.ratio);
        assert!(w <= 1.0, "off by {w}x the tolerance");
    }
}
