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
    let reference = run_reference(&compiled.input, &entry, &inputs).unwrap();
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

/// `local` (a per-device program) broken: its first all-reduce in `@main` takes the
/// maximum of the parts instead of their sum.
fn first_all_reduce_as_max(local: &shardc_ir::Module) -> shardc_ir::Module {
    use shardc_ir::op::{OpKind, ReduceKind};
    let mut broken = local.clone();
    let f = broken.function_mut("main").unwrap();
    let reduction = f
        .body
        .iter()
        .copied()
        .find(|&op| matches!(f.ops[op].kind, OpKind::AllReduce { .. }))
        .expect("the plan adds its parts by an all-reduce");
    if let OpKind::AllReduce { kind, .. } = &mut f.ops[reduction].kind {
        *kind = ReduceKind::Max;
    }
    broken
}

/// The first op of `compiled`'s plan whose value in the per-device program `local` differs
/// from the reference (rtol 1e-5, atol 1e-6).
fn divergence(
    compiled: &shardc::compile::Compiled,
    local: &shardc_ir::Module,
    inputs: &[shardc_ir::interp::Tensor],
) -> Result<Option<shardc::execute::Divergence>, String> {
    shardc::execute::first_divergence(
        &compiled.input,
        &compiled.global,
        local,
        "main",
        inputs,
        1e-5,
        1e-6,
    )
}

#[test]
fn a_broken_plan_is_located_at_its_first_diverging_op() {
    let module =
        shardc_ir::parse_and_verify(include_str!("../examples/mlp.mlir"), "mlp.mlir").unwrap();
    let compiled = compile(module).unwrap();
    // Break the plan: reduce the partial sums with max instead of add.
    let local = first_all_reduce_as_max(&compiled.local);
    let inputs = random_inputs(&compiled.global.function("main").unwrap().arg_types(), 3);
    let d = divergence(&compiled, &local, &inputs)
        .unwrap()
        .expect("a divergence");
    assert_eq!(d.op_name, "dist.all_reduce");
    // The reduction was sunk past the output scaling (line 19 of examples/mlp.mlir) but is
    // located at the matmul whose partial sums it adds (line 14).
    assert_eq!(d.location.line(), Some(14), "{d:?}");
    // The intact plan has none.
    assert_eq!(
        divergence(&compiled, &compiled.local, &inputs).unwrap(),
        None
    );
}

/// The divergence finder relates the plan to the per-device program by op: where
/// `spmd-partition` masks a lookup into a split table (the gather's rows outside the
/// device's block become zeros, then partial sums) the masked value, not the raw gather,
/// stands for the lookup; and the partial results of a split `max` reduction combine with
/// max, not as sums. A correct plan with both (a cross-entropy over a vocabulary split over
/// "tp": logsumexp by a split max, the label's logit by a masked lookup) has no divergence.
#[test]
fn the_divergence_finder_finds_none_in_masked_lookups_and_split_maxima() {
    let text = r#"
module {
  dist.mesh @mesh = <["dp"=2, "tp"=2]>
  func.func @main(%logits: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}, %labels: tensor<4x1xi32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<4xf32>, tensor<4xf32>) {
    %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
    %max = hlo.reduce %logits, %ninf {dimensions = array<i64: 1>, kind = "max"} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %picked = hlo.gather %logits, %labels {collapsed_slice_dims = array<i64: 1>, operand_batching_dims = array<i64: 0>, start_indices_batching_dims = array<i64: 0>, start_index_map = array<i64: 1>, index_vector_dim = 1 : i64, slice_sizes = array<i64: 1, 1>} : (tensor<4x8xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %one = hlo.constant dense<1.0> : tensor<4xf32>
    %shifted = hlo.add %picked, %one : tensor<4xf32>
    return %max, %shifted : tensor<4xf32>, tensor<4xf32>
  }
}
"#;
    let module = shardc_ir::parse_and_verify(text, "finder.mlir").unwrap();
    let compiled = compile(module).unwrap();
    let f = compiled.local.function("main").unwrap();
    // The lookup is masked in the per-device program.
    assert!(
        f.body
            .iter()
            .any(|&op| matches!(f.ops[op].kind, shardc_ir::OpKind::AxisIndex { .. })),
        "no masked lookup in the plan"
    );
    let logits = shardc_ir::interp::Tensor::from_f64(
        shardc_ir::TensorType::new([4, 8], shardc_ir::ElementType::F32),
        (0..32).map(|i| ((i * 7) % 11) as f64 - 5.0).collect(),
    );
    let labels = shardc_ir::interp::Tensor::from_i64(
        shardc_ir::TensorType::new([4, 1], shardc_ir::ElementType::I32),
        vec![0, 5, 3, 7],
    );
    let inputs = vec![logits, labels];
    assert_eq!(divergence(&compiled, &compiled.local, &inputs), Ok(None));
}

/// Values padded by an uneven split (13 rows over 4 devices: blocks of 4, the last with 3
/// rows of padding) are gathered without their padding: an intact plan has no divergence,
/// and one whose padding reaches the sum (its mask removed) diverges at the sum, not at the
/// padded `tanh` before it. Before, each padded value was compared with its padding (a
/// 16-row tensor against 13 rows) and the first, correct, one was blamed.
#[test]
fn padded_values_are_compared_without_their_padding() {
    use shardc_ir::OpKind;
    let text = r#"
module {
  dist.mesh @mesh = <["x"=4]>
  func.func @main(%a: tensor<13x6xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<6xf32>) {
    %t = hlo.tanh %a : tensor<13x6xf32>
    %e = hlo.exponential %t : tensor<13x6xf32>
    %z = hlo.constant dense<0.0> : tensor<f32>
    %s = hlo.reduce %e, %z {dimensions = array<i64: 0>, kind = "add"} : (tensor<13x6xf32>, tensor<f32>) -> tensor<6xf32>
    return %s : tensor<6xf32>
  }
}
"#;
    let module = shardc_ir::parse_and_verify(text, "padded.mlir").unwrap();
    let compiled = compile(module).unwrap();
    let inputs = random_inputs(&compiled.global.function("main").unwrap().arg_types(), 5);
    assert_eq!(divergence(&compiled, &compiled.local, &inputs), Ok(None));
    // Break the plan: the sum reads the exponentials with their padding (e^tanh(0) = 1).
    let mut local = compiled.local.clone();
    let f = local.function_mut("main").unwrap();
    let select = f
        .body
        .iter()
        .copied()
        .find(|&op| matches!(f.ops[op].kind, OpKind::Select))
        .expect("the padding is masked before the sum");
    let unmasked = f.ops[select].operands[1];
    let sum = f
        .body
        .iter()
        .copied()
        .find(|&op| matches!(f.ops[op].kind, OpKind::Reduce { .. }))
        .unwrap();
    f.ops[sum].operands[0] = unmasked;
    let d = divergence(&compiled, &local, &inputs)
        .unwrap()
        .expect("a divergence");
    assert_eq!(d.op_name, "hlo.reduce", "{d:?}");
}

/// `shardc verify`'s account of a plan's own rounding: a bf16 product whose contraction is
/// split over four devices rounds each device's part to bf16 before a collective adds the
/// parts, hundreds of times the default tolerance away from the reference's one sum, and
/// the reference moves as far when the product's result moves by an ulp — rounding, not a
/// wrong plan. The same plan with its collective broken (the parts' maximum instead of
/// their sum) is off by the values themselves and is not excused.
#[test]
fn partial_sums_rounding_excuses_rounding_and_not_a_broken_plan() {
    use shardc::conditioning::{Explanation, Rounding, explained_by_rounding};
    let text = r#"
module {
  dist.mesh @mesh = <["tp"=4]>
  func.func @main(%x: tensor<8x256xbf16> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                  %w: tensor<256x16xbf16> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
      -> (tensor<8x16xbf16> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
    %y = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x256xbf16>, tensor<256x16xbf16>) -> tensor<8x16xbf16>
    return %y : tensor<8x16xbf16>
  }
}"#;
    let module = shardc_ir::parse_and_verify(text, "row_parallel_bf16.mlir").unwrap();
    let compiled = compile(module).unwrap();
    let inputs = random_inputs(&compiled.global.function("main").unwrap().arg_types(), 3);
    let reference = run_reference(&compiled.input, "main", &inputs).unwrap();
    let tolerance = (1e-5, 1e-6);
    let explain = |local: &shardc_ir::Module| {
        let sharded = run_sharded(local, "main", &inputs, &RunOptions::default()).unwrap();
        let comparisons = shardc::execute::compare_outputs(&reference, &sharded, tolerance);
        let off = comparisons[0].as_ref().map_or(0.0, |m| m.ratio);
        let explained = explained_by_rounding(
            (&compiled.input, "main", &inputs),
            &reference,
            &comparisons,
            tolerance,
            Rounding::PartialSums,
            (4, 8.0),
        );
        (off, explained)
    };
    let (off, explained) = explain(&compiled.local);
    assert!(
        off > 10.0,
        "the plan's bf16 parts round: {off}x the tolerance"
    );
    assert!(
        matches!(explained, Some(Explanation::Spread { output: 0, spread, .. }) if spread * 8.0 >= off),
        "{explained:?}"
    );
    let (off, explained) = explain(&first_all_reduce_as_max(&compiled.local));
    assert!(off > 1e3, "{off}");
    assert_eq!(explained, None);
}
