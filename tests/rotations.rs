//! Rotations (`hlo.rotate`, a `jnp.roll`) of a split dimension. `spmd-partition` computes
//! one with a halo from a neighbour when the shift fits in a block, and otherwise gathers
//! the dimension and takes the device's block of the rotated whole; `insert-reshards` never
//! plans the second kind (it replicates the dimension instead, where that is cheaper, or
//! reads a copy that fits). Every case is checked on the virtual mesh against the
//! single-device reading of the plan, with the reference interpreter and the compiled
//! kernels.

use shardc::execute::{run_reference, run_sharded, worst_error};
use shardc::fuzz;
use shardc::random_inputs::random_inputs;
use shardc_ir::Module;
use shardc_ir::op::OpKind;
use shardc_passes::sharding::halo;
use shardc_passes::{NoInstrumentation, PassManager, parse_pipeline};
use shardc_runtime::{Engine, RunOptions};

/// A global view: `-x` rotated by `shift` along its dimension 1 of `n` elements, split
/// over `axes` (a sharding's dimension text, such as `"x", "y":(1)2`) in operand and result.
fn rotation(mesh: &str, axes: &str, n: i64, shift: i64) -> String {
    let split = format!(r#"#dist.sharding<@mesh, [{{}}, {{{axes}}}]>"#);
    format!(
        r#"
dist.mesh @mesh = <[{mesh}]>
func.func @main(%x: tensor<3x{n}xf32> {{dist.sharding = {split}}}) -> (tensor<3x{n}xf32> {{dist.sharding = {split}}}) {{
  %0 = hlo.negate %x {{dist.sharding = {split}}} : tensor<3x{n}xf32>
  %1 = hlo.rotate %0 {{dimension = 1 : i64, shift = {shift} : i64, dist.sharding = {split}}} : tensor<3x{n}xf32>
  return %1 : tensor<3x{n}xf32>
}}
"#
    )
}

/// Runs `spmd-partition` on the global view `text` and compares the per-device program's
/// results on the virtual mesh with the reference interpreter's on the global view.
fn partitions_to_the_reference(text: &str) -> Module {
    let global = shardc_ir::parse_and_verify(text, "rotation.mlir").unwrap();
    let mut local = global.clone();
    PassManager::new(parse_pipeline("builtin.module(spmd-partition)").unwrap())
        .run(&mut local, &mut NoInstrumentation)
        .unwrap_or_else(|e| panic!("{:?}\n{text}", e.diagnostics()));
    let inputs = random_inputs(&global.function("main").unwrap().arg_types(), 5);
    let reference = run_reference(&global, "main", &inputs).unwrap();
    for engine in [Engine::Interpreter, Engine::Compiled] {
        let options = RunOptions {
            engine,
            ..RunOptions::default()
        };
        let got = run_sharded(&local, "main", &inputs, &options).unwrap();
        for (r, s) in reference.iter().zip(&got) {
            // A rotation moves elements: bitwise.
            let w = worst_error(r, s, 0.0, 0.0).map_or(0.0, |w| w.ratio);
            assert!(w == 0.0, "{engine:?}: differs from the reference\n{text}");
        }
    }
    local
}

/// Every shift of dimensions split 2, 4 and 8 ways — over one axis, over two, over a
/// sub-axis — divisible by the split or padded: shifts up to a block take one halo, longer
/// ones (and padded blocks) gather the dimension; both are the reference's values.
#[test]
fn every_rotation_of_a_split_dimension_matches_the_reference() {
    let meshes = [
        (r#""x"=2"#, r#""x""#, 2),
        (r#""x"=4"#, r#""x""#, 4),
        (r#""x"=2, "y"=4"#, r#""x", "y":(1)2"#, 4),
        (r#""x"=2, "y"=4"#, r#""y", "x""#, 8),
    ];
    let (mut halos, mut gathers) = (0, 0);
    for (mesh, axes, k) in meshes {
        for n in [k, 2 * k, 3 * k, 2 * k + 1] {
            for shift in [1, k / 2, n / 2, n - 1, n + 1, -1, 3 * n - 2] {
                let local = partitions_to_the_reference(&rotation(mesh, axes, n, shift));
                let f = local.function("main").unwrap();
                let gathered = f
                    .body
                    .iter()
                    .any(|&op| matches!(f.ops[op].kind, OpKind::AllGather { .. }));
                if gathered {
                    gathers += 1;
                } else {
                    halos += 1;
                }
            }
        }
    }
    assert!(
        halos > 20 && gathers > 20,
        "{halos} halos, {gathers} gathers"
    );
}

/// Fuzz seed 110309: a roll of a vector split over `{"x", "y":(1)2}` (one element per
/// device) by half its length, written as a concatenation of slices. `insert-reshards` kept
/// the rotated dimension split over the operand's copy that no neighbour could serve, and
/// `spmd-partition` left the rotation as a local one: a silent wrong answer.
#[test]
fn a_roll_further_than_a_block_is_the_reference() {
    let text = r#"
dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%a: tensor<4xbf16> {dist.sharding = #dist.sharding<@mesh, [{"x", "y":(1)2}]>}) -> (tensor<8xbf16> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, tensor<8xbf16>) {
  %0 = hlo.convert %a : tensor<4xbf16>
  %1 = hlo.concatenate %0, %0 {dimension = 0 : i64} : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<8xbf16>
  %2 = hlo.slice %0 {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xbf16>) -> tensor<2xbf16>
  %3 = hlo.slice %0 {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xbf16>) -> tensor<2xbf16>
  %4 = hlo.concatenate %2, %3 {dimension = 0 : i64} : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<4xbf16>
  %5 = hlo.concatenate %4, %4 {dimension = 0 : i64} : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<8xbf16>
  %6 = hlo.maximum %5, %1 : tensor<8xbf16>
  %7 = hlo.add %4, %a : tensor<4xbf16>
  %8 = hlo.concatenate %a, %7 {dimension = 0 : i64} : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<8xbf16>
  return %6, %8 : tensor<8xbf16>, tensor<8xbf16>
}
"#;
    let module = shardc_ir::parse_and_verify(text, "roll.mlir").unwrap();
    // The plan rotates only where a neighbour's halo serves.
    let compiled = shardc::compile::compile(module.clone()).unwrap();
    let f = compiled.global.function("main").unwrap();
    let mesh = compiled.global.meshes[0].mesh.clone();
    for &op in &f.body {
        if let OpKind::Rotate { dimension, shift } = f.ops[op].kind {
            let x = f.ops[op].operands[0];
            let d = dimension as usize;
            let k = f.values[x]
                .sharding
                .as_ref()
                .map_or(1, |s| s.dim_split(d, &mesh));
            assert!(
                k <= 1 || halo::rotation_halo(f.ty(x).shape[d], shift, k).is_some(),
                "a rotation by {shift} of {} split {k} ways",
                f.ty(x).shape[d]
            );
        }
    }
    if let Err(f) = fuzz::check(module, 110309) {
        panic!("{}\n{}", f.message, f.program);
    }
}

/// A roll (`jnp.roll`, as JAX exports it: the end of a value, then its start) of `x`'s
/// dimension 1 of `n` elements by `shift`, with `x` and the result split over `axes`.
fn roll(mesh: &str, axes: &str, n: i64, shift: i64) -> String {
    let split = format!(r#"#dist.sharding<@mesh, [{{}}, {{{axes}}}]>"#);
    let p = n - shift;
    format!(
        r#"
dist.mesh @mesh = <[{mesh}]>
func.func @main(%x: tensor<2x{n}xf32> {{dist.sharding = {split}}}) -> (tensor<2x{n}xf32> {{dist.sharding = {split}}}) {{
  %0 = hlo.negate %x : tensor<2x{n}xf32>
  %1 = hlo.slice %0 {{start_indices = array<i64: 0, {p}>, limit_indices = array<i64: 2, {n}>, strides = array<i64: 1, 1>}} : (tensor<2x{n}xf32>) -> tensor<2x{shift}xf32>
  %2 = hlo.slice %0 {{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, {p}>, strides = array<i64: 1, 1>}} : (tensor<2x{n}xf32>) -> tensor<2x{p}xf32>
  %3 = hlo.concatenate %1, %2 {{dimension = 1 : i64}} : (tensor<2x{shift}xf32>, tensor<2x{p}xf32>) -> tensor<2x{n}xf32>
  return %3 : tensor<2x{n}xf32>
}}
"#
    )
}

/// Rolls of split dimensions by every shift, as JAX writes them and as `hlo.rotate`, through
/// the whole compiler: planned (a halo
/// where it serves, the dimension replicated or gathered where not), certified, and run on
/// the virtual mesh against the single-device program (`fuzz::check`: interpreter and
/// compiled kernels).
#[test]
fn every_roll_and_rotation_compiles_to_the_reference() {
    let meshes = [
        (r#""x"=4"#, r#""x""#, 4),
        (r#""x"=2, "y"=4"#, r#""x", "y":(1)2"#, 4),
        (r#""x"=2, "y"=4"#, r#""y":(2)2, "x""#, 4),
        (r#""x"=2, "y"=4"#, r#""y", "x""#, 8),
    ];
    let (mut checked, mut halos) = (0, 0);
    for (mesh, axes, k) in meshes {
        for n in [k, 2 * k, 2 * k + 1] {
            for shift in 1..n {
                let text = roll(mesh, axes, n, shift);
                let module = shardc_ir::parse_and_verify(&text, "roll.mlir").unwrap();
                let global = shardc::compile::compile(module.clone()).unwrap().global;
                let f = global.function("main").unwrap();
                halos += usize::from(f.body.iter().any(|&op| {
                    matches!(f.ops[op].kind, OpKind::Rotate { .. })
                        && f.values[f.ops[op].operands[0]]
                            .sharding
                            .as_ref()
                            .is_some_and(|s| s.dim_split(1, &global.meshes[0].mesh) > 1)
                }));
                if let Err(f) = fuzz::check(module, 7) {
                    panic!("{}\n{}", f.message, f.program);
                }
                // The same rotation written as `hlo.rotate`, its operand annotated alike.
                let text = rotation(mesh, axes, n, shift);
                let module = shardc_ir::parse_and_verify(&text, "rotate.mlir").unwrap();
                if let Err(f) = fuzz::check(module, 7) {
                    panic!("{}\n{}", f.message, f.program);
                }
                checked += 1;
            }
        }
    }
    // Some rolls keep the split (a halo), others cannot.
    assert!(
        checked > 80 && halos > 10 && halos < checked,
        "{halos} of {checked}"
    );
}
