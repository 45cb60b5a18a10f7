//! Gradient checks: for every differentiable op, the gradient `grad` derives (run on the
//! reference interpreter, in f64) against central finite differences of the loss
//! `sum(op(args)²) / 2`, element by element.

use shardc_ir::interp::{Tensor, run_function};
use shardc_ir::{ElementType, Module, TensorType, parse_module};
use shardc_passes::transforms::grad::gradient;

/// A deterministic value in [lo, hi) for element `i` of argument `a`.
fn value(a: usize, i: usize, lo: f64, hi: f64) -> f64 {
    let mut z =
        (a as u64 * 0x9e37_79b9 + i as u64 * 0x85eb_ca6b + 17).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z ^= z >> 31;
    lo + (hi - lo) * ((z % 100_000) as f64 / 100_000.0)
}

/// An argument: its shape and the range its elements are drawn from.
struct Arg {
    shape: Vec<i64>,
    lo: f64,
    hi: f64,
}

fn arg(shape: &[i64], lo: f64, hi: f64) -> Arg {
    Arg {
        shape: shape.to_vec(),
        lo,
        hi,
    }
}

/// Checks the gradient of `sum(r * r) / 2`, where `body` computes `%r` of type `rt` from the
/// f64 arguments `%a0, %a1, …`, with respect to the arguments `params`.
fn check(name: &str, args: &[Arg], rt: &str, body: &str, params: &[usize]) {
    let types: Vec<TensorType> = args
        .iter()
        .map(|a| TensorType::new(a.shape.clone(), ElementType::F64))
        .collect();
    let sig: Vec<String> = types
        .iter()
        .enumerate()
        .map(|(i, t)| format!("%a{i}: {t}"))
        .collect();
    let rank = TensorType::new(vec![], ElementType::F64);
    let dims: Vec<String> = (0..rt.matches('x').count())
        .map(|d| d.to_string())
        .collect();
    let reduce_dims = if dims.is_empty() {
        String::new()
    } else {
        format!("dimensions = array<i64: {}>, ", dims.join(", "))
    };
    let text = format!(
        "module @g {{\n  func.func @main({}) -> ({rank}) {{\n{body}\n    %sq = \"hlo.multiply\"(%r, %r) : ({rt}, {rt}) -> {rt}\n    %z = \"hlo.constant\"() {{value = dense<0.0> : {rank}}} : () -> {rank}\n    %s = \"hlo.reduce\"(%sq, %z) {{{reduce_dims}kind = \"add\"}} : ({rt}, {rank}) -> {rank}\n    %h = \"hlo.constant\"() {{value = dense<0.5> : {rank}}} : () -> {rank}\n    %l = \"hlo.multiply\"(%s, %h) : ({rank}, {rank}) -> {rank}\n    return %l : {rank}\n  }}\n}}\n",
        sig.join(", ")
    );
    let module: Module = parse_module(&text, "grad.mlir")
        .unwrap_or_else(|d| panic!("{name}: the test program does not parse: {d}\n{text}"));
    let errors = shardc_ir::verify_module(&module);
    assert!(errors.is_empty(), "{name}: {errors:?}\n{text}");
    let f = module.function("main").unwrap();
    let g = gradient(f, params).unwrap_or_else(|d| panic!("{name}: {d}"));
    let mut gm = module.clone();
    gm.functions = vec![g];
    let errors = shardc_ir::verify_module(&gm);
    assert!(
        errors.is_empty(),
        "{name}: the gradient program is invalid: {errors:?}"
    );
    let inputs: Vec<Tensor> = args
        .iter()
        .zip(&types)
        .enumerate()
        .map(|(a, (spec, t))| {
            let n = t.num_elements() as usize;
            Tensor::from_f64(
                t.clone(),
                (0..n).map(|i| value(a, i, spec.lo, spec.hi)).collect(),
            )
        })
        .collect();
    let out = run_function(&gm, "main", &inputs).unwrap_or_else(|e| panic!("{name}: {e}"));
    let loss = |xs: &[Tensor]| run_function(&module, "main", xs).unwrap()[0].get_f64(0);
    assert!(
        (out[0].get_f64(0) - loss(&inputs)).abs() < 1e-12,
        "{name}: the loss changed"
    );
    for (k, &p) in params.iter().enumerate() {
        let grad = &out[k + 1];
        assert_eq!(grad.ty, types[p], "{name}: gradient type");
        for i in 0..grad.len() {
            let h = 1e-6;
            let mut plus = inputs.clone();
            let mut minus = inputs.clone();
            let mut vp = plus[p].to_f64_vec();
            let mut vm = minus[p].to_f64_vec();
            vp[i] += h;
            vm[i] -= h;
            plus[p] = Tensor::from_f64(types[p].clone(), vp);
            minus[p] = Tensor::from_f64(types[p].clone(), vm);
            let numeric = (loss(&plus) - loss(&minus)) / (2.0 * h);
            let analytic = grad.get_f64(i);
            assert!(
                (analytic - numeric).abs() <= 1e-5 + 1e-5 * numeric.abs(),
                "{name}: d loss / d arg{p}[{i}] is {analytic}, finite differences give {numeric}"
            );
        }
    }
}

#[test]
fn elementwise_unary_ops() {
    let cases: [(&str, f64, f64); 26] = [
        ("negate", -2.0, 2.0),
        ("exponential", -2.0, 2.0),
        ("log", 0.2, 3.0),
        ("tanh", -2.0, 2.0),
        ("logistic", -3.0, 3.0),
        ("sqrt", 0.2, 3.0),
        ("rsqrt", 0.2, 3.0),
        ("abs", 0.1, 2.0),
        ("sine", -3.0, 3.0),
        ("cosine", -3.0, 3.0),
        ("tan", -1.0, 1.0),
        ("erf", -2.0, 2.0),
        ("erfc", -2.0, 2.0),
        ("log_plus_one", 0.0, 2.0),
        ("exponential_minus_one", -1.0, 1.0),
        ("cbrt", 0.2, 3.0),
        ("sinh", -2.0, 2.0),
        ("cosh", -2.0, 2.0),
        ("asin", -0.8, 0.8),
        ("acos", -0.8, 0.8),
        ("atan", -3.0, 3.0),
        ("asinh", -3.0, 3.0),
        ("acosh", 1.2, 3.0),
        ("atanh", -0.8, 0.8),
        ("erf_inv", -0.9, 0.9),
        ("lgamma", 0.3, 5.0),
    ];
    for (op, lo, hi) in cases {
        let t = "tensor<3x4xf64>";
        check(
            op,
            &[arg(&[3, 4], lo, hi)],
            t,
            &format!("    %r = \"hlo.{op}\"(%a0) : ({t}) -> {t}"),
            &[0],
        );
    }
}

#[test]
fn elementwise_binary_ops() {
    let t = "tensor<2x5xf64>";
    for (op, (lo0, hi0), (lo1, hi1)) in [
        ("add", (-2.0, 2.0), (-2.0, 2.0)),
        ("subtract", (-2.0, 2.0), (-2.0, 2.0)),
        ("multiply", (-2.0, 2.0), (-2.0, 2.0)),
        ("divide", (-2.0, 2.0), (0.5, 2.0)),
        ("maximum", (-2.0, 0.0), (0.1, 2.0)),
        ("minimum", (-2.0, 0.0), (0.1, 2.0)),
        ("power", (0.5, 2.0), (-1.5, 1.5)),
        ("atan2", (-2.0, 2.0), (0.5, 2.0)),
        ("remainder", (2.1, 2.9), (1.0, 1.5)),
    ] {
        check(
            op,
            &[arg(&[2, 5], lo0, hi0), arg(&[2, 5], lo1, hi1)],
            t,
            &format!("    %r = \"hlo.{op}\"(%a0, %a1) : ({t}, {t}) -> {t}"),
            &[0, 1],
        );
    }
}

#[test]
fn select_and_index_ops() {
    check(
        "select",
        &[arg(&[6], -2.0, 2.0), arg(&[6], -2.0, 2.0)],
        "tensor<6xf64>",
        "    %c = \"hlo.compare\"(%a0, %a1) {comparison_direction = \"GT\"} : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>\n    %r = \"hlo.select\"(%c, %a0, %a1) : (tensor<6xi1>, tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>",
        &[0, 1],
    );
    check(
        "broadcast_in_dim",
        &[arg(&[3], -1.0, 1.0), arg(&[1, 4], -1.0, 1.0)],
        "tensor<2x3x4xf64>",
        "    %b = \"hlo.broadcast_in_dim\"(%a0) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf64>) -> tensor<2x3x4xf64>\n    %c = \"hlo.broadcast_in_dim\"(%a1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x4xf64>) -> tensor<2x3x4xf64>\n    %r = \"hlo.multiply\"(%b, %c) : (tensor<2x3x4xf64>, tensor<2x3x4xf64>) -> tensor<2x3x4xf64>",
        &[0, 1],
    );
    check(
        "reshape and transpose",
        &[arg(&[2, 6], -1.0, 1.0)],
        "tensor<4x3xf64>",
        "    %v = \"hlo.reshape\"(%a0) : (tensor<2x6xf64>) -> tensor<3x4xf64>\n    %t = \"hlo.transpose\"(%v) {permutation = array<i64: 1, 0>} : (tensor<3x4xf64>) -> tensor<4x3xf64>\n    %r = \"hlo.tanh\"(%t) : (tensor<4x3xf64>) -> tensor<4x3xf64>",
        &[0],
    );
    check(
        "slice with strides",
        &[arg(&[5, 6], -1.0, 1.0)],
        "tensor<2x3xf64>",
        "    %r = \"hlo.slice\"(%a0) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 4, 5>, strides = array<i64: 2, 2>} : (tensor<5x6xf64>) -> tensor<2x3xf64>",
        &[0],
    );
    check(
        "reverse",
        &[arg(&[3, 4], -1.0, 1.0)],
        "tensor<3x4xf64>",
        "    %v = \"hlo.reverse\"(%a0) {dimensions = array<i64: 0, 1>} : (tensor<3x4xf64>) -> tensor<3x4xf64>\n    %i = \"hlo.iota\"() {iota_dimension = 1 : i64} : () -> tensor<3x4xf64>\n    %r = \"hlo.multiply\"(%v, %i) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>",
        &[0],
    );
    check(
        "concatenate",
        &[arg(&[2, 3], -1.0, 1.0), arg(&[2, 2], -1.0, 1.0)],
        "tensor<2x5xf64>",
        "    %c = \"hlo.concatenate\"(%a0, %a1) {dimension = 1 : i64} : (tensor<2x3xf64>, tensor<2x2xf64>) -> tensor<2x5xf64>\n    %r = \"hlo.exponential\"(%c) : (tensor<2x5xf64>) -> tensor<2x5xf64>",
        &[0, 1],
    );
    check(
        "pad with interior padding",
        &[arg(&[3], -1.0, 1.0)],
        "tensor<8xf64>",
        "    %pv = \"hlo.constant\"() {value = dense<0.5> : tensor<f64>} : () -> tensor<f64>\n    %r = \"hlo.pad\"(%a0, %pv) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 2>, interior_padding = array<i64: 1>} : (tensor<3xf64>, tensor<f64>) -> tensor<8xf64>",
        &[0],
    );
    check(
        "convert through f64",
        &[arg(&[4], -1.0, 1.0)],
        "tensor<4xf64>",
        "    %r = \"hlo.convert\"(%a0) : (tensor<4xf64>) -> tensor<4xf64>",
        &[0],
    );
}

#[test]
fn reductions() {
    for (kind, lo, hi) in [
        ("add", -2.0, 2.0),
        ("max", -2.0, 2.0),
        ("min", -2.0, 2.0),
        ("mul", 0.5, 1.5),
    ] {
        let init = match kind {
            "add" => "0.0",
            "mul" => "1.0",
            "max" => "-1.0e300",
            _ => "1.0e300",
        };
        check(
            &format!("reduce {kind}"),
            &[arg(&[3, 4], lo, hi)],
            "tensor<3xf64>",
            &format!(
                "    %i = \"hlo.constant\"() {{value = dense<{init}> : tensor<f64>}} : () -> tensor<f64>\n    %r = \"hlo.reduce\"(%a0, %i) {{dimensions = array<i64: 1>, kind = \"{kind}\"}} : (tensor<3x4xf64>, tensor<f64>) -> tensor<3xf64>"
            ),
            &[0],
        );
    }
    // A max with ties shares the gradient among them (JAX's rule); finite differences of a
    // tie are not differentiable, so check the rule on distinct values only (above).
}

#[test]
fn matrix_products() {
    check(
        "dot_general",
        &[arg(&[3, 4], -1.0, 1.0), arg(&[4, 2], -1.0, 1.0)],
        "tensor<3x2xf64>",
        "    %r = \"hlo.dot_general\"(%a0, %a1) {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<3x4xf64>, tensor<4x2xf64>) -> tensor<3x2xf64>",
        &[0, 1],
    );
    check(
        "dot_general transposed operands",
        &[arg(&[4, 3], -1.0, 1.0), arg(&[2, 4], -1.0, 1.0)],
        "tensor<3x2xf64>",
        "    %r = \"hlo.dot_general\"(%a0, %a1) {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<4x3xf64>, tensor<2x4xf64>) -> tensor<3x2xf64>",
        &[0, 1],
    );
    check(
        "dot_general with batch dimensions (attention scores)",
        &[arg(&[2, 3, 2, 4], -1.0, 1.0), arg(&[2, 5, 2, 4], -1.0, 1.0)],
        "tensor<2x2x3x5xf64>",
        "    %r = \"hlo.dot_general\"(%a0, %a1) {lhs_batching_dimensions = array<i64: 0, 2>, rhs_batching_dimensions = array<i64: 0, 2>, lhs_contracting_dimensions = array<i64: 3>, rhs_contracting_dimensions = array<i64: 3>} : (tensor<2x3x2x4xf64>, tensor<2x5x2x4xf64>) -> tensor<2x2x3x5xf64>",
        &[0, 1],
    );
    check(
        "dot_general contracting two dimensions in swapped order",
        &[arg(&[2, 3, 4], -1.0, 1.0), arg(&[4, 3, 5], -1.0, 1.0)],
        "tensor<2x5xf64>",
        "    %r = \"hlo.dot_general\"(%a0, %a1) {lhs_contracting_dimensions = array<i64: 1, 2>, rhs_contracting_dimensions = array<i64: 1, 0>} : (tensor<2x3x4xf64>, tensor<4x3x5xf64>) -> tensor<2x5xf64>",
        &[0, 1],
    );
}

#[test]
fn embedding_lookup_and_composites() {
    // Gather's gradient is a scatter-add into the table (ids repeat).
    let text_ids = "    %ids = \"hlo.constant\"() {value = dense<[[1], [3], [1], [0]]> : tensor<4x1xi32>} : () -> tensor<4x1xi32>\n";
    check(
        "gather (embedding lookup)",
        &[arg(&[5, 3], -1.0, 1.0)],
        "tensor<4x3xf64>",
        &format!(
            "{text_ids}    %r = \"hlo.gather\"(%a0, %ids) {{offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1 : i64, slice_sizes = array<i64: 1, 3>}} : (tensor<5x3xf64>, tensor<4x1xi32>) -> tensor<4x3xf64>"
        ),
        &[0],
    );
    check(
        "softmax",
        &[arg(&[3, 5], -2.0, 2.0)],
        "tensor<3x5xf64>",
        "    %r = \"hlo.softmax\"(%a0) {dimension = 1 : i64} : (tensor<3x5xf64>) -> tensor<3x5xf64>",
        &[0],
    );
    check(
        "layer_norm",
        &[
            arg(&[3, 5], -2.0, 2.0),
            arg(&[5], 0.5, 1.5),
            arg(&[5], -0.5, 0.5),
        ],
        "tensor<3x5xf64>",
        "    %r = \"hlo.layer_norm\"(%a0, %a1, %a2) {dimension = 1 : i64, epsilon = 1.0e-5 : f64} : (tensor<3x5xf64>, tensor<5xf64>, tensor<5xf64>) -> tensor<3x5xf64>",
        &[0, 1, 2],
    );
    for approximate in ["true", "false"] {
        check(
            &format!("gelu approximate={approximate}"),
            &[arg(&[2, 4], -3.0, 3.0)],
            "tensor<2x4xf64>",
            &format!(
                "    %r = \"hlo.gelu\"(%a0) {{approximate = {approximate}}} : (tensor<2x4xf64>) -> tensor<2x4xf64>"
            ),
            &[0],
        );
    }
}

#[test]
fn refusals_name_the_problem() {
    let text = "module @g {\n  func.func @main(%a: tensor<4xf64>) -> (tensor<4xf64>) {\n    return %a : tensor<4xf64>\n  }\n}\n";
    let module = parse_module(text, "g.mlir").unwrap();
    let err = gradient(module.function("main").unwrap(), &[0]).unwrap_err();
    assert!(
        err.message.contains("must be a float scalar"),
        "{}",
        err.message
    );
    let text = "module @g {\n  func.func @main(%a: tensor<f64>, %i: tensor<i32>) -> (tensor<f64>) {\n    return %a : tensor<f64>\n  }\n}\n";
    let module = parse_module(text, "g.mlir").unwrap();
    let err = gradient(module.function("main").unwrap(), &[1]).unwrap_err();
    assert!(
        err.message.contains("only float arguments have gradients"),
        "{}",
        err.message
    );
    let err = gradient(module.function("main").unwrap(), &[5]).unwrap_err();
    assert!(
        err.message.contains("there is no parameter 5"),
        "{}",
        err.message
    );
    // A loss that does not depend on a parameter: its gradient is zeros.
    let g = gradient(module.function("main").unwrap(), &[0]).unwrap();
    assert_eq!(g.result_types.len(), 2);
}

/// digamma's derivative (trigamma) is not an op: the gradient says so instead of guessing.
#[test]
fn digamma_has_no_gradient_rule() {
    let text = r#"module {
  func.func @main(%a: tensor<3xf64>) -> tensor<f64> {
    %d = hlo.digamma %a : tensor<3xf64>
    %z = hlo.constant dense<0.0> : tensor<f64>
    %s = hlo.reduce %d, %z {dimensions = array<i64: 0>, kind = "add"} : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    return %s : tensor<f64>
  }
}"#;
    let module = shardc_ir::parse_and_verify(text, "digamma.mlir").unwrap();
    let f = module.function("main").unwrap();
    let optimizer = shardc_passes::transforms::optimizer::Optimizer {
        rule: shardc_passes::transforms::optimizer::Rule::Sgd {
            momentum: 0.0,
            nesterov: false,
        },
        lr: 0.1,
        clip_norm: None,
        loss_scale: None,
    };
    let err = shardc_passes::transforms::optimizer::train_step(f, &[0], &optimizer).unwrap_err();
    assert!(err.message.contains("trigamma"), "{}", err.message);
}
