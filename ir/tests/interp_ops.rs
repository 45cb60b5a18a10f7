//! Op-by-op tests of the reference interpreter against hand-computed values.
//!
//! Each test parses a small program from text, runs it with
//! [`shardc_ir::interp::run_function`] and compares the results exactly (bit for bit,
//! including NaN and the sign of zero) where the value is exactly representable, or with a
//! tight relative tolerance for transcendental functions. Expected values come from the
//! StableHLO spec's definitions worked out by hand, from IEEE arithmetic of the host (`f32`
//! operations are correctly rounded), or from known answers (Philox, erf).

use shardc_ir::interp::{Data, Tensor, element_bits, normal, run_function, uniform};
use shardc_ir::{ElementType, TensorType, parse_and_verify};

// ----- helpers -----

fn parse(text: &str) -> shardc_ir::Module {
    let text = format!("module {{\n{text}\n}}\n");
    parse_and_verify(&text, "test.mlir").unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// Runs `@main` of the module made of `text` on `args`.
fn run(text: &str, args: &[Tensor]) -> Vec<Tensor> {
    let m = parse(text);
    run_function(&m, "main", args).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// Like [`run`] for a function with one result.
fn run1(text: &str, args: &[Tensor]) -> Tensor {
    let mut r = run(text, args);
    assert_eq!(r.len(), 1, "expected one result");
    r.remove(0)
}

/// `%y = OP %x : TY` on one argument.
fn unary(op: &str, ty: &str, x: Tensor) -> Tensor {
    run1(
        &format!(
            "func.func @main(%x: {ty}) -> {ty} {{\n  %y = {op} %x : {ty}\n  return %y : {ty}\n}}"
        ),
        &[x],
    )
}

/// `%z = OP %x, %y : TY` on two arguments.
fn binary(op: &str, ty: &str, x: Tensor, y: Tensor) -> Tensor {
    run1(
        &format!(
            "func.func @main(%x: {ty}, %y: {ty}) -> {ty} {{\n  %z = {op} %x, %y : {ty}\n  return %z : {ty}\n}}"
        ),
        &[x, y],
    )
}

fn ty(shape: &[i64], e: ElementType) -> TensorType {
    TensorType::new(shape.to_vec(), e)
}

fn floats(shape: &[i64], e: ElementType, v: &[f64]) -> Tensor {
    assert_eq!(ty(shape, e).num_elements() as usize, v.len());
    Tensor::from_f64(ty(shape, e), v.to_vec())
}

fn ints(shape: &[i64], e: ElementType, v: &[i64]) -> Tensor {
    assert_eq!(ty(shape, e).num_elements() as usize, v.len());
    Tensor::from_i64(ty(shape, e), v.to_vec())
}

fn f32s(shape: &[i64], v: &[f64]) -> Tensor {
    floats(shape, ElementType::F32, v)
}

fn i32s(shape: &[i64], v: &[i64]) -> Tensor {
    ints(shape, ElementType::I32, v)
}

fn bools(shape: &[i64], v: &[bool]) -> Tensor {
    let v: Vec<i64> = v.iter().map(|&b| i64::from(b)).collect();
    ints(shape, ElementType::I1, &v)
}

/// `f32` rounding of `v`.
fn r32(v: f64) -> f64 {
    v as f32 as f64
}

fn float_data(t: &Tensor) -> &[f64] {
    match &t.data {
        Data::Float(v) => v,
        Data::Int(_) => panic!("expected float data, got {t:?}"),
    }
}

fn int_data(t: &Tensor) -> &[i64] {
    match &t.data {
        Data::Int(v) => v,
        Data::Float(_) => panic!("expected integer data, got {t:?}"),
    }
}

/// Exact comparison: equal bit patterns, or both NaN.
fn assert_exact(t: &Tensor, want: &[f64]) {
    let got = float_data(t);
    assert_eq!(got.len(), want.len(), "{t:?}");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        let same = g.to_bits() == w.to_bits() || (g.is_nan() && w.is_nan());
        assert!(same, "element {i}: got {g:e}, want {w:e} (all: {got:?})");
    }
}

/// Comparison within `rel` relative error (exact for zeros, infinities and NaN).
fn assert_near(t: &Tensor, want: &[f64], rel: f64) {
    let got = float_data(t);
    assert_eq!(got.len(), want.len(), "{t:?}");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        let ok = if w.is_nan() {
            g.is_nan()
        } else if w.is_infinite() || *w == 0.0 {
            g == w
        } else {
            (g - w).abs() <= rel * w.abs()
        };
        assert!(ok, "element {i}: got {g:e}, want {w:e} (all: {got:?})");
    }
}

fn assert_ints(t: &Tensor, want: &[i64]) {
    assert_eq!(int_data(t), want, "{t:?}");
}

fn assert_type(t: &Tensor, text: &str) {
    assert_eq!(t.ty.to_string(), text);
}

const NAN: f64 = f64::NAN;
const INF: f64 = f64::INFINITY;

// ----- coverage -----

#[test]
fn every_op_kind_is_exercised_in_this_file() {
    let src = include_str!("interp_ops.rs");
    for name in shardc_ir::op::OP_NAMES {
        let found = if *name == "func.return" {
            src.contains("return %")
        } else {
            src.contains(&format!("= {name} ")) || src.contains(&format!("\"{name}\""))
        } || (*name == "dist.send" && src.contains("    dist.send %"));
        assert!(found, "no test runs '{name}'");
    }
}

// ----- hlo.rotate -----

#[test]
fn rotate_is_a_circular_shift() {
    // jnp.roll(x, 1, axis=1) and jnp.roll(x, -1, axis=0) of [[0, 1, 2], [3, 4, 5]].
    let x = f32s(&[2, 3], &[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]);
    let out = run(
        r#"func.func @main(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %a = hlo.rotate %x {dimension = 1 : i64, shift = 1 : i64} : tensor<2x3xf32>
  %b = hlo.rotate %x {dimension = 0 : i64, shift = -1 : i64} : tensor<2x3xf32>
  %c = hlo.rotate %x {dimension = 1 : i64, shift = 7 : i64} : tensor<2x3xf32>
  return %a, %b, %c : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}"#,
        &[x],
    );
    assert_eq!(out[0].to_f64_vec(), vec![2.0, 0.0, 1.0, 5.0, 3.0, 4.0]);
    assert_eq!(out[1].to_f64_vec(), vec![3.0, 4.0, 5.0, 0.0, 1.0, 2.0]);
    assert_eq!(out[2].to_f64_vec(), vec![2.0, 0.0, 1.0, 5.0, 3.0, 4.0]);
}

// ----- dist.axis_index -----

#[test]
fn axis_index_names_a_device_and_has_no_global_meaning() {
    // The reference interpreter runs the global view, where no device is named: it refuses
    // (the CPU virtual mesh evaluates it per device; runtime/tests/mesh.rs).
    let m = shardc_ir::parse_module(
        r#"module attributes {dist.local_view} {
  dist.mesh @mesh = <["x"=2]>
  func.func @main() -> tensor<i64> {
    %i = dist.axis_index {axes = #dist.axes<{"x"}>} : tensor<i64>
    return %i : tensor<i64>
  }
}"#,
        "t.mlir",
    )
    .unwrap();
    let err = shardc_ir::interp::run_function(&m, "main", &[]).unwrap_err();
    assert!(
        err.message.contains("no meaning in the global view"),
        "{}",
        err.message
    );
    // So does a shift between neighbours.
    let m = shardc_ir::parse_module(
        r#"module attributes {dist.local_view} {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
    %s = dist.shift %a {axes = #dist.axes<{"x"}>, offset = 1 : i64} : tensor<2xf32>
    return %s : tensor<2xf32>
  }
}"#,
        "t.mlir",
    )
    .unwrap();
    let a = Tensor::from_f64(TensorType::new([2], ElementType::F32), vec![1.0, 2.0]);
    let err = shardc_ir::interp::run_function(&m, "main", &[a]).unwrap_err();
    assert!(
        err.message.contains("no meaning in the global view"),
        "{}",
        err.message
    );
}

// ----- constant and iota -----

#[test]
fn constants_dense_splat_bool_and_hex() {
    let out = run(
        r#"func.func @main() -> (tensor<2x2xf32>, tensor<2x3xf32>, tensor<3xi32>, tensor<2xi1>, tensor<2xf32>, tensor<2xbf16>, tensor<f64>) {
  %a = hlo.constant dense<[[1.0, 2.0], [3.0, -4.5]]> : tensor<2x2xf32>
  %b = hlo.constant dense<1.5> : tensor<2x3xf32>
  %c = hlo.constant dense<-7> : tensor<3xi32>
  %d = hlo.constant dense<[true, false]> : tensor<2xi1>
  %e = hlo.constant dense<[0x7FC00000, 0xFF800000]> : tensor<2xf32>
  %f = hlo.constant dense<[0.1, 3.0e38]> : tensor<2xbf16>
  %g = hlo.constant dense<0.1> : tensor<f64>
  return %a, %b, %c, %d, %e, %f, %g : tensor<2x2xf32>, tensor<2x3xf32>, tensor<3xi32>, tensor<2xi1>, tensor<2xf32>, tensor<2xbf16>, tensor<f64>
}"#,
        &[],
    );
    assert_exact(&out[0], &[1.0, 2.0, 3.0, -4.5]);
    assert_type(&out[1], "tensor<2x3xf32>");
    assert_exact(&out[1], &[1.5; 6]);
    assert_ints(&out[2], &[-7, -7, -7]);
    assert_ints(&out[3], &[1, 0]);
    assert_exact(&out[4], &[NAN, -INF]);
    // bf16(0.1) = 0x3DCD = 0.10009765625; 3e38 rounds to 0x7F62 = 3.0048e38.
    assert_exact(
        &out[5],
        &[0.10009765625, f64::from(f32::from_bits(0x7F62_0000))],
    );
    assert_exact(&out[6], &[0.1]);
}

#[test]
fn f32_constants_round_to_f32() {
    let t = run1(
        "func.func @main() -> tensor<3xf32> {\n  %a = hlo.constant dense<[0.1, 0.797884583, 16777217.0]> : tensor<3xf32>\n  return %a : tensor<3xf32>\n}",
        &[],
    );
    assert_exact(&t, &[r32(0.1), r32(0.797884583), 16777216.0]);
}

#[test]
fn iota_along_each_dimension() {
    let out = run(
        r#"func.func @main() -> (tensor<2x3xi32>, tensor<2x3xi32>, tensor<4xf32>, tensor<2x2xbf16>) {
  %a = hlo.iota {iota_dimension = 0} : tensor<2x3xi32>
  %b = hlo.iota {iota_dimension = 1} : tensor<2x3xi32>
  %c = hlo.iota {iota_dimension = 0} : tensor<4xf32>
  %d = hlo.iota {iota_dimension = 1} : tensor<2x2xbf16>
  return %a, %b, %c, %d : tensor<2x3xi32>, tensor<2x3xi32>, tensor<4xf32>, tensor<2x2xbf16>
}"#,
        &[],
    );
    assert_ints(&out[0], &[0, 0, 0, 1, 1, 1]);
    assert_ints(&out[1], &[0, 1, 2, 0, 1, 2]);
    assert_exact(&out[2], &[0.0, 1.0, 2.0, 3.0]);
    assert_exact(&out[3], &[0.0, 1.0, 0.0, 1.0]);
}

// ----- unary ops -----

#[test]
fn negate_float_and_int() {
    let t = unary(
        "hlo.negate",
        "tensor<5xf32>",
        f32s(&[5], &[1.5, -0.0, 0.0, INF, NAN]),
    );
    assert_exact(&t, &[-1.5, 0.0, -0.0, -INF, NAN]);
    let min = i64::from(i32::MIN);
    let t = unary("hlo.negate", "tensor<3xi32>", i32s(&[3], &[5, -7, min]));
    assert_ints(&t, &[-5, 7, min]); // -MIN wraps to MIN
    let t = unary(
        "hlo.negate",
        "tensor<2xi64>",
        ints(&[2], ElementType::I64, &[i64::MAX, i64::MIN]),
    );
    assert_ints(&t, &[-i64::MAX, i64::MIN]);
}

#[test]
fn exponential_and_log() {
    let t = unary(
        "hlo.exponential",
        "tensor<5xf32>",
        f32s(&[5], &[0.0, 1.0, -INF, INF, NAN]),
    );
    assert_exact(&t, &[1.0, f64::from(std::f32::consts::E), 0.0, INF, NAN]);
    let t = unary(
        "hlo.log",
        "tensor<6xf32>",
        f32s(&[6], &[1.0, 4.0, 0.0, -0.0, -1.0, INF]),
    );
    // log(4) = 2 ln 2, and doubling is exact, so the f32 result is 2 * f32(ln 2).
    let ln4 = 2.0 * f64::from(std::f32::consts::LN_2);
    assert_exact(&t, &[0.0, ln4, -INF, -INF, NAN, INF]);
    // bf16: e = 2.71828... lies between 2.71875 and 2.703125 (spacing 2^-6); nearest 2.71875.
    let t = unary(
        "hlo.exponential",
        "tensor<1xbf16>",
        floats(&[1], ElementType::BF16, &[1.0]),
    );
    assert_exact(&t, &[2.71875]);
}

#[test]
fn tanh_and_logistic() {
    let t = unary(
        "hlo.tanh",
        "tensor<5xf32>",
        f32s(&[5], &[0.0, -0.0, 0.5, INF, -INF]),
    );
    assert_exact(&t, &[0.0, -0.0, r32(0.46211715726000974), 1.0, -1.0]);
    let t = unary(
        "hlo.logistic",
        "tensor<4xf32>",
        f32s(&[4], &[0.0, 1.0, INF, -INF]),
    );
    assert_exact(&t, &[0.5, r32(0.7310585786300049), 1.0, 0.0]);
}

#[test]
fn trigonometric_rounding_and_log_exp_variants() {
    let x = || f32s(&[4], &[0.5, -1.25, 2.5, -0.0]);
    let want = |f: fn(f64) -> f64| -> Vec<f64> {
        [0.5, -1.25, 2.5, -0.0].iter().map(|&v| r32(f(v))).collect()
    };
    for (op, f) in [
        ("hlo.sine", f64::sin as fn(f64) -> f64),
        ("hlo.cosine", f64::cos),
        ("hlo.tan", f64::tan),
        ("hlo.exponential_minus_one", f64::exp_m1),
        ("hlo.log_plus_one", f64::ln_1p),
        ("hlo.cbrt", f64::cbrt),
        ("hlo.ceil", f64::ceil),
        ("hlo.round_nearest_afz", f64::round),
    ] {
        let t = unary(op, "tensor<4xf32>", x());
        assert_exact(&t, &want(f));
    }
    // Halfway cases: to even, and away from zero.
    let halves = || f32s(&[4], &[0.5, 1.5, 2.5, -2.5]);
    assert_exact(
        &unary("hlo.round_nearest_even", "tensor<4xf32>", halves()),
        &[0.0, 2.0, 2.0, -2.0],
    );
    assert_exact(
        &unary("hlo.round_nearest_afz", "tensor<4xf32>", halves()),
        &[1.0, 2.0, 3.0, -3.0],
    );
}

#[test]
fn dot_keeps_the_sign_of_a_single_zero_term() {
    // JAX: [[-0.0], [1.0]] @ [[1.0, -0.0]] has -0.0 on the diagonal; an empty contraction is
    // +0.0 (both checked with JAX 0.10.2).
    let t = run1(
        r#"func.func @main(%a: tensor<2x1xf32>, %b: tensor<1x2xf32>) -> tensor<2x2xf32> {
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<2x1xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}"#,
        &[f32s(&[2, 1], &[-0.0, 1.0]), f32s(&[1, 2], &[1.0, -0.0])],
    );
    let signs: Vec<bool> = t
        .to_f64_vec()
        .iter()
        .map(|v| v.is_sign_negative())
        .collect();
    assert_eq!(signs, [true, false, false, true]);
    let t = run1(
        r#"func.func @main(%a: tensor<2x0xf32>, %b: tensor<0x2xf32>) -> tensor<2x2xf32> {
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<2x0xf32>, tensor<0x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}"#,
        &[f32s(&[2, 0], &[]), f32s(&[0, 2], &[])],
    );
    assert!(
        t.to_f64_vec()
            .iter()
            .all(|v| *v == 0.0 && v.is_sign_positive())
    );
}

#[test]
fn mixed_precision_dot_accumulates_into_its_result_type() {
    // bf16 operands, an f32 result (JAX's preferred_element_type): products are exact and
    // summed, then rounded to f32 once, not to bf16.
    let bf = |v: &[f64]| {
        shardc_ir::interp::Tensor::from_f64(
            TensorType::new([1, v.len() as i64], ElementType::BF16),
            v.to_vec(),
        )
    };
    let a = bf(&[1.0, 1.0 / 256.0]);
    let b = shardc_ir::interp::Tensor::from_f64(
        TensorType::new([2, 1], ElementType::BF16),
        vec![1.0, 1.0],
    );
    let t = run1(
        r#"func.func @main(%a: tensor<1x2xbf16>, %b: tensor<2x1xbf16>) -> tensor<1x1xf32> {
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<1x2xbf16>, tensor<2x1xbf16>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}"#,
        &[a, b],
    );
    // 1 + 2^-8 is exact in f32 but rounds to 1 in bf16.
    assert_eq!(t.to_f64_vec(), vec![1.0 + 1.0 / 256.0]);
}

#[test]
fn atan2_remainder_and_xor() {
    let out = run(
        r#"func.func @main(%x: tensor<3xf32>, %y: tensor<3xf32>, %i: tensor<3xi32>, %j: tensor<3xi32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xi32>, tensor<3xi32>) {
  %a = hlo.atan2 %x, %y : tensor<3xf32>
  %r = hlo.remainder %x, %y : tensor<3xf32>
  %m = hlo.remainder %i, %j : tensor<3xi32>
  %e = hlo.xor %i, %j : tensor<3xi32>
  return %a, %r, %m, %e : tensor<3xf32>, tensor<3xf32>, tensor<3xi32>, tensor<3xi32>
}"#,
        &[
            f32s(&[3], &[1.0, -5.5, 7.0]),
            f32s(&[3], &[-1.0, 2.0, -3.0]),
            i32s(&[3], &[7, -7, 5]),
            i32s(&[3], &[3, 3, 0]),
        ],
    );
    assert_eq!(
        out[0].to_f64_vec(),
        vec![
            r32(1f64.atan2(-1.0)),
            r32((-5.5f64).atan2(2.0)),
            r32(7f64.atan2(-3.0))
        ]
    );
    // fmod: the sign of the dividend.
    assert_eq!(out[1].to_f64_vec(), vec![0.0, -1.5, 1.0]);
    // Truncated, and x % 0 = x as in XLA.
    assert_eq!(out[2].to_f64_vec(), vec![1.0, -1.0, 5.0]);
    assert_eq!(out[3].to_f64_vec(), vec![4.0, -6.0, 5.0]);
}

/// Unsigned arithmetic reads the bits unsigned; shifts past the width give 0 or the sign.
#[test]
fn unsigned_ops_and_shifts() {
    let out = run(
        r#"func.func @main(%u: tensor<4xui32>, %v: tensor<4xui32>, %i: tensor<4xi32>, %n: tensor<4xi32>, %w: tensor<4xui64>) -> (tensor<4xui32>, tensor<4xui32>, tensor<4xi1>, tensor<4xui32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xui64>, tensor<4xf64>) {
  %d = hlo.divide %u, %v : tensor<4xui32>
  %m = hlo.maximum %u, %v : tensor<4xui32>
  %c = hlo.compare %u, %v {comparison_direction = "LT"} : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
  %s = hlo.shift_left %u, %v : tensor<4xui32>
  %l = hlo.shift_right_logical %i, %n : tensor<4xi32>
  %a = hlo.shift_right_arithmetic %i, %n : tensor<4xi32>
  %b = hlo.bitcast_convert %u : (tensor<4xui32>) -> tensor<4xi32>
  %f = hlo.bitcast_convert %b : (tensor<4xi32>) -> tensor<4xf32>
  %r = hlo.remainder %w, %w : tensor<4xui64>
  %g = hlo.convert %w : (tensor<4xui64>) -> tensor<4xf64>
  return %d, %m, %c, %s, %l, %a, %b, %f, %r, %g : tensor<4xui32>, tensor<4xui32>, tensor<4xi1>, tensor<4xui32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xui64>, tensor<4xf64>
}"#,
        &[
            ints(&[4], ElementType::U32, &[0xffff_fffe, 7, 1, 0x3f80_0000]),
            ints(&[4], ElementType::U32, &[2, 0, 31, 32]),
            ints(&[4], ElementType::I32, &[-16, -16, -16, 5]),
            ints(&[4], ElementType::I32, &[2, 31, 32, -1]),
            ints(&[4], ElementType::U64, &[-1, 3, i64::MIN, 1]),
        ],
    );
    // 4294967294 / 2 (unsigned, not -2 / 2); 7 / 0 is all ones, as in XLA.
    assert_eq!(
        out[0].to_f64_vec(),
        vec![2147483647.0, 4294967295.0, 0.0, 33292288.0]
    );
    assert_eq!(
        out[1].to_f64_vec(),
        vec![4294967294.0, 7.0, 31.0, 1065353216.0]
    );
    assert_eq!(out[2].to_f64_vec(), vec![0.0, 0.0, 1.0, 0.0]);
    // 1 << 31 is 2^31; a shift by 32 (the width) gives 0.
    assert_eq!(
        out[3].to_f64_vec(),
        vec![4294967288.0, 7.0, 2147483648.0, 0.0]
    );
    // Logical: -16 is 0xfffffff0; a shift by 32 or by -1 (read unsigned) gives 0.
    assert_eq!(out[4].to_f64_vec(), vec![1073741820.0, 1.0, 0.0, 0.0]);
    // Arithmetic: the sign fills; past the width every bit is the sign.
    assert_eq!(out[5].to_f64_vec(), vec![-4.0, -1.0, -1.0, 0.0]);
    assert_eq!(out[6].to_f64_vec(), vec![-2.0, 7.0, 1.0, 1065353216.0]);
    assert_eq!(out[7].get_f64(3), 1.0);
    assert!(out[7].get_f64(0).is_nan());
    // ui64 2^64 - 1 and 2^63 are large positive values.
    assert_eq!(out[8].to_f64_vec(), vec![0.0; 4]);
    assert_eq!(
        out[9].to_f64_vec(),
        vec![18446744073709551615.0, 3.0, 9223372036854775808.0, 1.0]
    );
}

/// XLA's known answers (JAX 0.10.2 on the CPU), and a block of a larger output (the local
/// form `spmd-partition` makes) equal to that part of the whole.
#[test]
fn rng_bits_are_xlas_bits() {
    let out = run(
        r#"func.func @main(%s: tensor<2xui64>, %start: tensor<2xi64>) -> (tensor<7xui32>, tensor<3x5xui32>, tensor<3x2xui32>) {
  %p = hlo.rng_bits %s {algorithm = "PHILOX"} : (tensor<2xui64>) -> tensor<7xui32>
  %t = hlo.rng_bits %s {algorithm = "THREE_FRY"} : (tensor<2xui64>) -> tensor<3x5xui32>
  %b = hlo.rng_bits %s, %start {algorithm = "THREE_FRY", global_shape = array<i64: 3, 5>} : (tensor<2xui64>, tensor<2xi64>) -> tensor<3x2xui32>
  return %p, %t, %b : tensor<7xui32>, tensor<3x5xui32>, tensor<3x2xui32>
}"#,
        &[
            ints(&[2], ElementType::U64, &[42, 7]),
            ints(&[2], ElementType::I64, &[0, 2]),
        ],
    );
    let words = |t: &Tensor| -> Vec<u64> { (0..t.len()).map(|i| t.get_i64(i) as u64).collect() };
    assert_eq!(
        words(&out[0]),
        vec![
            0x559ee8e8, 0x3c8c395d, 0x3efdb4dc, 0xb9941942, 0x47265ece, 0x1d2f1916, 0x8af901f0
        ]
    );
    let whole = words(&out[1]);
    assert_eq!(
        whole[..6],
        [
            0x9d838665, 0xcceb7411, 0x1546f0b3, 0x677f2006, 0xfbb22ba6, 0x2193f28b
        ]
    );
    let block: Vec<u64> = (0..3)
        .flat_map(|r| whole[r * 5 + 2..r * 5 + 4].to_vec())
        .collect();
    assert_eq!(words(&out[2]), block);
}

/// An update window that does not fit in the operand is dropped whole (XLA's, and JAX's
/// default `FILL_OR_DROP`), never applied in part: JAX gives [0, 0, 0, 0, 0] here.
#[test]
fn a_scatter_window_that_does_not_fit_is_dropped_whole() {
    let out = run1(
        r#"func.func @main(%x: tensor<5xf32>, %u: tensor<2x2xf32>) -> tensor<5xf32> {
  %i = hlo.constant dense<[[4], [1]]> : tensor<2x1xi32>
  %0 = hlo.scatter %x, %i, %u {update_window_dims = array<i64: 1>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1 : i64, kind = "add"} : (tensor<5xf32>, tensor<2x1xi32>, tensor<2x2xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}"#,
        &[f32s(&[5], &[0.0; 5]), f32s(&[2, 2], &[20.0, 1.0, 3.0, 4.0])],
    );
    // The window at 4 (covering 4 and 5) is dropped; the one at 1 lands whole.
    assert_eq!(out.to_f64_vec(), vec![0.0, 3.0, 4.0, 0.0, 0.0]);
}

/// argmax/argmin: ties go to the lower index, a NaN wins (the first one), integers too.
#[test]
fn arg_reduce_picks_jax_argmax() {
    let out = run(
        r#"func.func @main(%x: tensor<3x4xf32>, %n: tensor<2x3xi32>) -> (tensor<3xi32>, tensor<4xi32>, tensor<2xi32>) {
  %i = hlo.iota {iota_dimension = 1 : i64} : tensor<3x4xi32>
  %j = hlo.iota {iota_dimension = 0 : i64} : tensor<3x4xi32>
  %k = hlo.iota {iota_dimension = 1 : i64} : tensor<2x3xi32>
  %lo = hlo.constant dense<0xFF800000> : tensor<f32>
  %hi = hlo.constant dense<0x7F800000> : tensor<f32>
  %z = hlo.constant dense<0> : tensor<i32>
  %m = hlo.constant dense<-2147483648> : tensor<i32>
  %a = hlo.arg_reduce %x, %i, %lo, %z {dimensions = array<i64: 1>, kind = "max"} : (tensor<3x4xf32>, tensor<3x4xi32>, tensor<f32>, tensor<i32>) -> tensor<3xi32>
  %b = hlo.arg_reduce %x, %j, %hi, %z {dimensions = array<i64: 0>, kind = "min"} : (tensor<3x4xf32>, tensor<3x4xi32>, tensor<f32>, tensor<i32>) -> tensor<4xi32>
  %c = hlo.arg_reduce %n, %k, %m, %z {dimensions = array<i64: 1>, kind = "max"} : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<i32>, tensor<i32>) -> tensor<2xi32>
  return %a, %b, %c : tensor<3xi32>, tensor<4xi32>, tensor<2xi32>
}"#,
        &[
            f32s(
                &[3, 4],
                &[
                    1.0,
                    3.0,
                    3.0,
                    2.0,
                    0.0,
                    f64::NAN,
                    5.0,
                    f64::NAN,
                    -1.0,
                    -1.0,
                    -1.0,
                    -1.0,
                ],
            ),
            i32s(&[2, 3], &[4, 9, 9, -7, -8, -9]),
        ],
    );
    // Row 0: the first 3 (a tie); row 1: the first NaN; row 2: all equal, index 0.
    assert_eq!(out[0].to_f64_vec(), vec![1.0, 1.0, 0.0]);
    // Columns 1 and 3 hold a NaN (row 1): it is the smallest too.
    assert_eq!(out[1].to_f64_vec(), vec![2.0, 1.0, 2.0, 1.0]);
    assert_eq!(out[2].to_f64_vec(), vec![1.0, 0.0]);
}

/// select_and_scatter: each window's first maximum receives the window's source value.
#[test]
fn select_and_scatter_routes_to_the_first_maximum() {
    let out = run1(
        r#"func.func @main(%x: tensor<5xf32>, %g: tensor<2xf32>) -> tensor<5xf32> {
  %z = hlo.constant dense<0.0> : tensor<f32>
  %0 = hlo.select_and_scatter %x, %g, %z {window_dimensions = array<i64: 3>, window_strides = array<i64: 2>, padding_low = array<i64: 0>, padding_high = array<i64: 0>, select = "GE", kind = "add"} : (tensor<5xf32>, tensor<2xf32>, tensor<f32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}"#,
        &[
            f32s(&[5], &[1.0, 4.0, 4.0, 2.0, 3.0]),
            f32s(&[2], &[10.0, 20.0]),
        ],
    );
    // Window [0,3): the first 4 (index 1); window [2,5): the 4 at index 2.
    assert_eq!(out.to_f64_vec(), vec![0.0, 10.0, 20.0, 0.0, 0.0]);
}

/// convolution: a 1-D valid convolution with stride 2 and a padded, dilated one.
#[test]
fn convolution_sums_over_the_window_and_features() {
    let out = run(
        r#"func.func @main(%x: tensor<1x5x1xf32>, %k: tensor<2x1x1xf32>) -> (tensor<1x2x1xf32>, tensor<1x5x1xf32>) {
  %0 = hlo.convolution %x, %k {input_batch_dimension = 0 : i64, input_feature_dimension = 2 : i64, input_spatial_dimensions = array<i64: 1>, kernel_input_feature_dimension = 1 : i64, kernel_output_feature_dimension = 2 : i64, kernel_spatial_dimensions = array<i64: 0>, output_batch_dimension = 0 : i64, output_feature_dimension = 2 : i64, output_spatial_dimensions = array<i64: 1>, window_strides = array<i64: 2>, padding_low = array<i64: 0>, padding_high = array<i64: 0>, lhs_dilation = array<i64: 1>, rhs_dilation = array<i64: 1>, feature_group_count = 1 : i64} : (tensor<1x5x1xf32>, tensor<2x1x1xf32>) -> tensor<1x2x1xf32>
  %1 = hlo.convolution %x, %k {input_batch_dimension = 0 : i64, input_feature_dimension = 2 : i64, input_spatial_dimensions = array<i64: 1>, kernel_input_feature_dimension = 1 : i64, kernel_output_feature_dimension = 2 : i64, kernel_spatial_dimensions = array<i64: 0>, output_batch_dimension = 0 : i64, output_feature_dimension = 2 : i64, output_spatial_dimensions = array<i64: 1>, window_strides = array<i64: 1>, padding_low = array<i64: 1>, padding_high = array<i64: 1>, lhs_dilation = array<i64: 1>, rhs_dilation = array<i64: 2>, feature_group_count = 1 : i64} : (tensor<1x5x1xf32>, tensor<2x1x1xf32>) -> tensor<1x5x1xf32>
  return %0, %1 : tensor<1x2x1xf32>, tensor<1x5x1xf32>
}"#,
        &[
            f32s(&[1, 5, 1], &[1.0, 2.0, 3.0, 4.0, 5.0]),
            f32s(&[2, 1, 1], &[10.0, 1.0]),
        ],
    );
    // Windows [1,2] and [3,4]: 10·1 + 2, 10·3 + 4.
    assert_eq!(out[0].to_f64_vec(), vec![12.0, 34.0]);
    // Padded by one, taps two apart: out[o] = 10·x[o−1] + x[o+1].
    assert_eq!(out[1].to_f64_vec(), vec![2.0, 13.0, 24.0, 35.0, 40.0]);
}

/// reduce_window: a running sum (window over the whole row, padded in front) and a 2-wide,
/// stride-2 max.
#[test]
fn reduce_window_cumsum_and_pooling() {
    let out = run(
        r#"func.func @main(%x: tensor<1x4xf32>) -> (tensor<1x4xf32>, tensor<1x2xf32>) {
  %z = hlo.constant dense<0.0> : tensor<f32>
  %m = hlo.constant dense<0xFF800000> : tensor<f32>
  %c = hlo.reduce_window %x, %z {window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>, window_dilations = array<i64: 1, 1>, padding_low = array<i64: 0, 3>, padding_high = array<i64: 0, 0>, kind = "add"} : (tensor<1x4xf32>, tensor<f32>) -> tensor<1x4xf32>
  %p = hlo.reduce_window %x, %m {window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>, window_dilations = array<i64: 1, 1>, padding_low = array<i64: 0, 0>, padding_high = array<i64: 0, 0>, kind = "max"} : (tensor<1x4xf32>, tensor<f32>) -> tensor<1x2xf32>
  return %c, %p : tensor<1x4xf32>, tensor<1x2xf32>
}"#,
        &[f32s(&[1, 4], &[1.0, 2.0, -3.0, 4.0])],
    );
    assert_eq!(out[0].to_f64_vec(), vec![1.0, 3.0, 0.0, 4.0]);
    assert_eq!(out[1].to_f64_vec(), vec![2.0, 4.0]);
}

/// sort_by: a stable sort of the keys (−0 equal to +0, NaN last), the values carried along.
#[test]
fn sort_by_is_a_stable_total_order() {
    let out = run(
        r#"func.func @main(%k: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xi32>, tensor<6xf32>) {
  %i = hlo.iota {iota_dimension = 0 : i64} : tensor<6xi32>
  %s = hlo.sort_by %k, %k {dimension = 0 : i64} : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  %a = hlo.sort_by %k, %i {dimension = 0 : i64} : (tensor<6xf32>, tensor<6xi32>) -> tensor<6xi32>
  %d = hlo.sort_by %k, %k {dimension = 0 : i64, descending = true} : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  return %s, %a, %d : tensor<6xf32>, tensor<6xi32>, tensor<6xf32>
}"#,
        &[f32s(
            &[6],
            &[0.0, f64::NAN, -0.0, -1.0, 2.0, f64::NEG_INFINITY],
        )],
    );
    let s = out[0].to_f64_vec();
    assert_eq!(s[..5], [f64::NEG_INFINITY, -1.0, 0.0, -0.0, 2.0]);
    assert!(s[0..5].iter().all(|v| !v.is_nan()) && s[5].is_nan());
    // +0 (index 0) stays before -0 (index 2): equal keys keep their order.
    assert_eq!(s[2].to_bits(), 0.0f64.to_bits());
    assert_eq!(out[1].to_f64_vec(), vec![5.0, 3.0, 0.0, 2.0, 4.0, 1.0]);
    let d = out[2].to_f64_vec();
    assert!(d[0].is_nan());
    assert_eq!(d[1..], [2.0, 0.0, -0.0, -1.0, f64::NEG_INFINITY]);
}

#[test]
fn reverse_flips_the_given_dimensions() {
    let out = run1(
        r#"func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = hlo.reverse %x {dimensions = array<i64: 1>} : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}"#,
        &[f32s(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0])],
    );
    assert_eq!(out.to_f64_vec(), vec![3.0, 2.0, 1.0, 6.0, 5.0, 4.0]);
}

/// popcnt and count_leading_zeros count the type's bits (an i32's, not its i64 storage's).
#[test]
fn popcnt_and_count_leading_zeros() {
    let out = run(
        r#"func.func @main(%i: tensor<4xi32>, %u: tensor<4xui64>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xui64>, tensor<4xui64>) {
  %0 = hlo.popcnt %i : tensor<4xi32>
  %1 = hlo.count_leading_zeros %i : tensor<4xi32>
  %2 = hlo.popcnt %u : tensor<4xui64>
  %3 = hlo.count_leading_zeros %u : tensor<4xui64>
  return %0, %1, %2, %3 : tensor<4xi32>, tensor<4xi32>, tensor<4xui64>, tensor<4xui64>
}"#,
        &[
            ints(&[4], ElementType::I32, &[0, -1, 1, 0x00F0]),
            ints(&[4], ElementType::U64, &[0, -1, 1, 1 << 40]),
        ],
    );
    assert_eq!(out[0].to_f64_vec(), vec![0.0, 32.0, 1.0, 4.0]);
    assert_eq!(out[1].to_f64_vec(), vec![32.0, 0.0, 31.0, 24.0]);
    assert_eq!(out[2].to_f64_vec(), vec![0.0, 64.0, 1.0, 1.0]);
    assert_eq!(out[3].to_f64_vec(), vec![64.0, 0.0, 63.0, 23.0]);
}

/// The inverse, hyperbolic and gamma functions (CHLO's): computed in f64 and rounded once;
/// outside their domains NaN (asin 2, acosh 0.5, erf_inv 1.5, digamma at a pole).
#[test]
fn inverse_hyperbolic_and_gamma_functions() {
    let out = run(
        r#"func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = hlo.sinh %x : tensor<4xf32>
  %1 = hlo.cosh %x : tensor<4xf32>
  %2 = hlo.asin %y : tensor<4xf32>
  %3 = hlo.acos %y : tensor<4xf32>
  %4 = hlo.atan %x : tensor<4xf32>
  %5 = hlo.asinh %x : tensor<4xf32>
  %6 = hlo.acosh %x : tensor<4xf32>
  %7 = hlo.atanh %y : tensor<4xf32>
  %8 = hlo.erf_inv %y : tensor<4xf32>
  %9 = hlo.lgamma %x : tensor<4xf32>
  %10 = hlo.digamma %x : tensor<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}"#,
        &[
            f32s(&[4], &[0.5, 1.5, 3.0, -2.0]),
            f32s(&[4], &[0.25, -0.5, 2.0, 1.0]),
        ],
    );
    let x = [0.5f64, 1.5, 3.0, -2.0];
    let y = [0.25f64, -0.5, 2.0, 1.0];
    let same = |got: &Tensor, want: Vec<f64>| {
        let got = got.to_f64_vec();
        for (g, w) in got.iter().zip(&want) {
            assert!(
                g.to_bits() == r32(*w).to_bits() || (g.is_nan() && w.is_nan()),
                "{got:?} vs {want:?}"
            );
        }
    };
    same(&out[0], x.iter().map(|v| v.sinh()).collect());
    same(&out[1], x.iter().map(|v| v.cosh()).collect());
    same(&out[2], y.iter().map(|v| v.asin()).collect());
    same(&out[3], y.iter().map(|v| v.acos()).collect());
    same(&out[4], x.iter().map(|v| v.atan()).collect());
    same(&out[5], x.iter().map(|v| v.asinh()).collect());
    same(&out[6], x.iter().map(|v| v.acosh()).collect());
    same(&out[7], y.iter().map(|v| v.atanh()).collect());
    // erf_inv(0.25) = 0.2253120550121781…, erf_inv(1) = inf, outside [-1, 1] NaN.
    let e = out[8].to_f64_vec();
    assert_eq!(e[0], r32(0.225_312_055_012_178_1));
    assert!(e[2].is_nan() && e[3] == f64::INFINITY);
    // lgamma(3) = ln 2; digamma(-2) is a pole.
    assert_eq!(out[9].to_f64_vec()[2], r32(2f64.ln()));
    let d = out[10].to_f64_vec();
    assert!(d[3].is_nan());
    assert_eq!(d[0], r32(-1.963_510_026_021_423_5));
}

#[test]
fn erf_and_erfc() {
    // Correctly rounded to f32 from libm's double results.
    let t = unary(
        "hlo.erf",
        "tensor<5xf32>",
        f32s(&[5], &[0.0, -0.0, 0.5, INF, -INF]),
    );
    assert_exact(&t, &[0.0, -0.0, r32(0.5204998778130465), 1.0, -1.0]);
    let t = unary(
        "hlo.erfc",
        "tensor<4xf32>",
        f32s(&[4], &[0.0, 0.5, INF, -INF]),
    );
    assert_exact(&t, &[1.0, r32(0.4795001221869535), 0.0, 2.0]);
}

#[test]
fn sqrt_and_rsqrt() {
    let t = unary(
        "hlo.sqrt",
        "tensor<7xf32>",
        f32s(&[7], &[4.0, 2.25, 2.0, 0.0, -0.0, -1.0, INF]),
    );
    let s2 = f64::from(std::f32::consts::SQRT_2);
    assert_exact(&t, &[2.0, 1.5, s2, 0.0, -0.0, NAN, INF]);
    let t = unary(
        "hlo.rsqrt",
        "tensor<6xf32>",
        f32s(&[6], &[4.0, 0.25, 0.0, -0.0, INF, -4.0]),
    );
    assert_exact(&t, &[0.5, 2.0, INF, -INF, 0.0, NAN]);
}

#[test]
fn abs_sign_and_floor() {
    let t = unary(
        "hlo.abs",
        "tensor<5xf32>",
        f32s(&[5], &[-1.5, -0.0, INF, -INF, 2.0]),
    );
    assert_exact(&t, &[1.5, 0.0, INF, INF, 2.0]);
    let min = i64::from(i32::MIN);
    let t = unary("hlo.abs", "tensor<4xi32>", i32s(&[4], &[-3, 0, 5, min]));
    assert_ints(&t, &[3, 0, 5, min]); // |MIN| wraps to MIN

    let t = unary(
        "hlo.sign",
        "tensor<6xf32>",
        f32s(&[6], &[-2.5, -0.0, 0.0, 3.0, NAN, -INF]),
    );
    assert_exact(&t, &[-1.0, -0.0, 0.0, 1.0, NAN, -1.0]);
    let t = unary("hlo.sign", "tensor<3xi32>", i32s(&[3], &[-7, 0, 9]));
    assert_ints(&t, &[-1, 0, 1]);

    let t = unary(
        "hlo.floor",
        "tensor<6xf32>",
        f32s(&[6], &[-1.5, -0.5, 0.5, 2.0, -0.0, INF]),
    );
    assert_exact(&t, &[-2.0, -1.0, 0.0, 2.0, -0.0, INF]);
}

#[test]
fn not_is_logical_on_i1_and_bitwise_on_integers() {
    let t = unary("hlo.not", "tensor<2xi1>", bools(&[2], &[true, false]));
    assert_ints(&t, &[0, 1]);
    let t = unary("hlo.not", "tensor<3xi32>", i32s(&[3], &[0, -1, 5]));
    assert_ints(&t, &[-1, 0, -6]);
    let t = unary(
        "hlo.not",
        "tensor<1xi64>",
        ints(&[1], ElementType::I64, &[i64::MAX]),
    );
    assert_ints(&t, &[i64::MIN]);
}

#[test]
fn is_finite_gives_i1() {
    let t = run1(
        "func.func @main(%x: tensor<6xf32>) -> tensor<6xi1> {\n  %y = hlo.is_finite %x : (tensor<6xf32>) -> tensor<6xi1>\n  return %y : tensor<6xi1>\n}",
        &[f32s(&[6], &[1.0, INF, -INF, NAN, 0.0, -3.4e38])],
    );
    assert_type(&t, "tensor<6xi1>");
    assert_ints(&t, &[1, 0, 0, 0, 1, 1]);
}

// ----- binary ops -----

#[test]
fn float_arithmetic_is_ieee_f32() {
    let a = [1.0, r32(0.1), INF, -0.0, 1.0, 16777216.0];
    let b = [2.0, r32(0.2), -INF, -0.0, 2f64.powi(-24), 1.0];
    let t = binary("hlo.add", "tensor<6xf32>", f32s(&[6], &a), f32s(&[6], &b));
    // 0.1f + 0.2f is 0.3f in f32; 1 + 2^-24 and 2^24 + 1 are ties that round to even.
    assert_exact(
        &t,
        &[3.0, f64::from(0.1f32 + 0.2f32), NAN, -0.0, 1.0, 16777216.0],
    );
    let t = binary(
        "hlo.subtract",
        "tensor<6xf32>",
        f32s(&[6], &a),
        f32s(&[6], &b),
    );
    assert_exact(
        &t,
        &[
            -1.0,
            f64::from(0.1f32 - 0.2f32),
            INF,
            0.0,
            1.0 - 2f64.powi(-24),
            16777215.0,
        ],
    );
    let t = binary(
        "hlo.multiply",
        "tensor<4xf32>",
        f32s(&[4], &[3.0, 0.0, 1e30, r32(0.1)]),
        f32s(&[4], &[-0.5, INF, 1e30, 3.0]),
    );
    assert_exact(&t, &[-1.5, NAN, INF, f64::from(0.1f32 * 3.0f32)]);
    let t = binary(
        "hlo.divide",
        "tensor<5xf32>",
        f32s(&[5], &[1.0, -1.0, 0.0, 1.0, 7.0]),
        f32s(&[5], &[0.0, 0.0, 0.0, 3.0, -2.0]),
    );
    assert_exact(&t, &[INF, -INF, NAN, f64::from(1.0f32 / 3.0f32), -3.5]);
}

#[test]
fn maximum_and_minimum_propagate_nan_and_order_signed_zeros() {
    let a = f32s(&[5], &[1.0, NAN, -0.0, 0.0, -INF]);
    let b = f32s(&[5], &[2.0, 1.0, 0.0, -0.0, 3.0]);
    let t = binary("hlo.maximum", "tensor<5xf32>", a.clone(), b.clone());
    assert_exact(&t, &[2.0, NAN, 0.0, 0.0, 3.0]);
    let t = binary("hlo.minimum", "tensor<5xf32>", a, b);
    assert_exact(&t, &[1.0, NAN, -0.0, -0.0, -INF]);
    let t = binary(
        "hlo.maximum",
        "tensor<3xi32>",
        i32s(&[3], &[-5, 7, 0]),
        i32s(&[3], &[3, -7, 0]),
    );
    assert_ints(&t, &[3, 7, 0]);
    let t = binary(
        "hlo.minimum",
        "tensor<3xi32>",
        i32s(&[3], &[-5, 7, 0]),
        i32s(&[3], &[3, -7, 0]),
    );
    assert_ints(&t, &[-5, -7, 0]);
}

#[test]
fn power_float_and_int() {
    let t = binary(
        "hlo.power",
        "tensor<6xf32>",
        f32s(&[6], &[2.0, 4.0, 2.0, -8.0, 0.0, -2.0]),
        f32s(&[6], &[10.0, 0.5, -1.0, 1.0 / 3.0, 0.0, 3.0]),
    );
    assert_exact(&t, &[1024.0, 2.0, 0.5, NAN, 1.0, -8.0]);
    let t = binary(
        "hlo.power",
        "tensor<7xi32>",
        i32s(&[7], &[2, 3, 2, 1, -1, -1, 2]),
        i32s(&[7], &[10, 0, -1, -3, -3, 4, 31]),
    );
    // Negative exponents give 0 except for bases 1 and -1; 2^31 wraps in i32.
    assert_ints(&t, &[1024, 1, 0, 1, -1, 1, i64::from(i32::MIN)]);
}

#[test]
fn integer_arithmetic_wraps_and_division_truncates() {
    let (max, min) = (i64::from(i32::MAX), i64::from(i32::MIN));
    let t = binary(
        "hlo.add",
        "tensor<2xi32>",
        i32s(&[2], &[max, -3]),
        i32s(&[2], &[1, 5]),
    );
    assert_ints(&t, &[min, 2]);
    let t = binary(
        "hlo.subtract",
        "tensor<2xi32>",
        i32s(&[2], &[min, 3]),
        i32s(&[2], &[1, 5]),
    );
    assert_ints(&t, &[max, -2]);
    let t = binary(
        "hlo.multiply",
        "tensor<2xi32>",
        i32s(&[2], &[65536, -6]),
        i32s(&[2], &[65536, 7]),
    );
    assert_ints(&t, &[0, -42]);
    let t = binary(
        "hlo.divide",
        "tensor<6xi32>",
        i32s(&[6], &[7, -7, 7, -7, 7, min]),
        i32s(&[6], &[2, 2, -2, -2, 0, -1]),
    );
    // Truncation toward zero; x / 0 = -1 and MIN / -1 = MIN, as XLA defines them.
    assert_ints(&t, &[3, -3, -3, 3, -1, min]);
    let t = binary(
        "hlo.add",
        "tensor<1xi64>",
        ints(&[1], ElementType::I64, &[i64::MAX]),
        ints(&[1], ElementType::I64, &[1]),
    );
    assert_ints(&t, &[i64::MIN]);
    let t = binary(
        "hlo.divide",
        "tensor<1xi64>",
        ints(&[1], ElementType::I64, &[i64::MIN]),
        ints(&[1], ElementType::I64, &[-1]),
    );
    assert_ints(&t, &[i64::MIN]);
}

#[test]
fn and_or_are_bitwise_on_integers() {
    let t = binary(
        "hlo.and",
        "tensor<2xi32>",
        i32s(&[2], &[12, -1]),
        i32s(&[2], &[10, 5]),
    );
    assert_ints(&t, &[8, 5]);
    let t = binary(
        "hlo.or",
        "tensor<2xi32>",
        i32s(&[2], &[12, -8]),
        i32s(&[2], &[10, 3]),
    );
    assert_ints(&t, &[14, -5]);
}

#[test]
fn i1_arithmetic_is_boolean() {
    let a = bools(&[4], &[false, false, true, true]);
    let b = bools(&[4], &[false, true, false, true]);
    let cases = [
        ("hlo.and", [0, 0, 0, 1]),
        ("hlo.or", [0, 1, 1, 1]),
        ("hlo.add", [0, 1, 1, 1]),      // add on i1 is or
        ("hlo.multiply", [0, 0, 0, 1]), // multiply on i1 is and
        ("hlo.maximum", [0, 1, 1, 1]),
        ("hlo.minimum", [0, 0, 0, 1]),
    ];
    for (op, want) in cases {
        let t = binary(op, "tensor<4xi1>", a.clone(), b.clone());
        assert_ints(&t, &want);
    }
}

// ----- compare, select -----

#[test]
fn compare_every_direction_with_nan_and_signed_zero() {
    let a = f32s(&[5], &[1.0, 2.0, 3.0, NAN, -0.0]);
    let b = f32s(&[5], &[2.0, 2.0, 1.0, 1.0, 0.0]);
    let cases = [
        ("EQ", [0, 1, 0, 0, 1]),
        ("NE", [1, 0, 1, 1, 0]),
        ("LT", [1, 0, 0, 0, 0]),
        ("LE", [1, 1, 0, 0, 1]),
        ("GT", [0, 0, 1, 0, 0]),
        ("GE", [0, 1, 1, 0, 1]),
    ];
    for (dir, want) in cases {
        let t = run1(
            &format!(
                "func.func @main(%a: tensor<5xf32>, %b: tensor<5xf32>) -> tensor<5xi1> {{\n  %c = hlo.compare %a, %b {{comparison_direction = \"{dir}\"}} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>\n  return %c : tensor<5xi1>\n}}"
            ),
            &[a.clone(), b.clone()],
        );
        assert_ints(&t, &want);
    }
    // NaN compared with itself is unordered: only NE holds.
    for (dir, want) in [("EQ", 0), ("NE", 1), ("LE", 0), ("GE", 0)] {
        let t = run1(
            &format!(
                "func.func @main(%a: tensor<f32>) -> tensor<i1> {{\n  %c = hlo.compare %a, %a {{comparison_direction = \"{dir}\"}} : (tensor<f32>, tensor<f32>) -> tensor<i1>\n  return %c : tensor<i1>\n}}"
            ),
            &[f32s(&[], &[NAN])],
        );
        assert_ints(&t, &[want]);
    }
}

#[test]
fn compare_integers_and_booleans() {
    let a = i32s(&[3], &[-1, 0, 5]);
    let b = i32s(&[3], &[0, 0, 3]);
    let cases = [
        ("EQ", [0, 1, 0]),
        ("NE", [1, 0, 1]),
        ("LT", [1, 0, 0]),
        ("LE", [1, 1, 0]),
        ("GT", [0, 0, 1]),
        ("GE", [0, 1, 1]),
    ];
    for (dir, want) in cases {
        let t = run1(
            &format!(
                "func.func @main(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi1> {{\n  %c = hlo.compare %a, %b {{comparison_direction = \"{dir}\"}} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>\n  return %c : tensor<3xi1>\n}}"
            ),
            &[a.clone(), b.clone()],
        );
        assert_ints(&t, &want);
    }
    let t = run1(
        "func.func @main(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {\n  %c = hlo.compare %a, %b {comparison_direction = \"GT\"} : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>\n  return %c : tensor<2xi1>\n}",
        &[bools(&[2], &[true, false]), bools(&[2], &[false, true])],
    );
    assert_ints(&t, &[1, 0]); // true > false
}

#[test]
fn select_with_tensor_and_scalar_predicates() {
    let a = f32s(&[3], &[1.0, 2.0, 3.0]);
    let b = f32s(&[3], &[10.0, 20.0, 30.0]);
    let t = run1(
        "func.func @main(%p: tensor<3xi1>, %a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {\n  %r = hlo.select %p, %a, %b : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>\n  return %r : tensor<3xf32>\n}",
        &[bools(&[3], &[true, false, true]), a.clone(), b.clone()],
    );
    assert_exact(&t, &[1.0, 20.0, 3.0]);
    let scalar = "func.func @main(%p: tensor<i1>, %a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {\n  %r = hlo.select %p, %a, %b : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>\n  return %r : tensor<3xf32>\n}";
    let t = run1(scalar, &[bools(&[], &[true]), a.clone(), b.clone()]);
    assert_exact(&t, &[1.0, 2.0, 3.0]);
    let t = run1(scalar, &[bools(&[], &[false]), a, b]);
    assert_exact(&t, &[10.0, 20.0, 30.0]);
    // Integer branches.
    let t = run1(
        "func.func @main(%p: tensor<2xi1>, %a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {\n  %r = hlo.select %p, %a, %b : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>\n  return %r : tensor<2xi32>\n}",
        &[
            bools(&[2], &[false, true]),
            i32s(&[2], &[1, 2]),
            i32s(&[2], &[-1, -2]),
        ],
    );
    assert_ints(&t, &[-1, 2]);
}

// ----- convert -----

fn convert(from: &str, to: &str, x: Tensor) -> Tensor {
    run1(
        &format!(
            "func.func @main(%x: {from}) -> {to} {{\n  %y = hlo.convert %x : ({from}) -> {to}\n  return %y : {to}\n}}"
        ),
        &[x],
    )
}

#[test]
fn convert_float_to_int_truncates_and_saturates() {
    let x = f32s(&[8], &[2.7, -2.7, 0.5, -0.5, 3e9, -3e9, NAN, INF]);
    let t = convert("tensor<8xf32>", "tensor<8xi32>", x);
    let (max, min) = (i64::from(i32::MAX), i64::from(i32::MIN));
    assert_ints(&t, &[2, -2, 0, 0, max, min, 0, max]);
    let t = convert(
        "tensor<2xf64>",
        "tensor<2xi64>",
        floats(&[2], ElementType::F64, &[-1e300, 9007199254740993.0]),
    );
    assert_ints(&t, &[i64::MIN, 9007199254740992]);
}

#[test]
fn convert_int_to_float_rounds_to_nearest_even() {
    // 2^24 + 1 is a tie between 2^24 and 2^24 + 2 (even: 2^24); 2^24 + 3 rounds to 2^24 + 4.
    let t = convert(
        "tensor<3xi32>",
        "tensor<3xf32>",
        i32s(&[3], &[16777217, 16777219, -5]),
    );
    assert_exact(&t, &[16777216.0, 16777220.0, -5.0]);
    // 2^60 + 2^36 + 1 is just above the midpoint between 2^60 and 2^60 + 2^37, so it rounds
    // up. Going through f64 first would drop the +1 and then round the tie down to 2^60.
    let v = (1i64 << 60) + (1i64 << 36) + 1;
    let up = 2f64.powi(60) + 2f64.powi(37);
    let t = convert(
        "tensor<2xi64>",
        "tensor<2xf32>",
        ints(&[2], ElementType::I64, &[v, -v]),
    );
    assert_exact(&t, &[up, -up]);
    // The same for bf16: 2^40 + 2^32 + 1 lies just above the midpoint of 2^40 and 2^40 + 2^33.
    let v = (1i64 << 40) + (1i64 << 32) + 1;
    let t = convert(
        "tensor<1xi64>",
        "tensor<1xbf16>",
        ints(&[1], ElementType::I64, &[v]),
    );
    assert_exact(&t, &[2f64.powi(40) + 2f64.powi(33)]);
    // i64 to f64 is correctly rounded too: 2^53 + 1 is a tie, rounded to even 2^53.
    let t = convert(
        "tensor<2xi64>",
        "tensor<2xf64>",
        ints(&[2], ElementType::I64, &[(1 << 53) + 1, (1 << 53) + 3]),
    );
    assert_exact(&t, &[2f64.powi(53), 2f64.powi(53) + 4.0]);
}

#[test]
fn convert_to_and_from_i1() {
    let t = convert(
        "tensor<5xf32>",
        "tensor<5xi1>",
        f32s(&[5], &[0.0, -0.0, 0.5, NAN, -2.0]),
    );
    assert_ints(&t, &[0, 0, 1, 1, 1]);
    let t = convert("tensor<3xi32>", "tensor<3xi1>", i32s(&[3], &[0, 2, -1]));
    assert_ints(&t, &[0, 1, 1]); // nonzero is true (not the low bit)
    let t = convert("tensor<2xi1>", "tensor<2xf32>", bools(&[2], &[true, false]));
    assert_exact(&t, &[1.0, 0.0]);
    let t = convert("tensor<2xi1>", "tensor<2xi32>", bools(&[2], &[true, false]));
    assert_ints(&t, &[1, 0]);
}

#[test]
fn convert_between_integer_widths_wraps() {
    let t = convert(
        "tensor<3xi64>",
        "tensor<3xi32>",
        ints(&[3], ElementType::I64, &[(1 << 32) + 5, 1 << 31, -1]),
    );
    assert_ints(&t, &[5, i64::from(i32::MIN), -1]);
    let t = convert(
        "tensor<1xi32>",
        "tensor<1xi64>",
        i32s(&[1], &[i64::from(i32::MIN)]),
    );
    assert_ints(&t, &[i64::from(i32::MIN)]);
}

#[test]
fn convert_to_bf16_rounds_to_nearest_even() {
    let h = |k: i32| 2f64.powi(k);
    // bf16 keeps 8 significant bits: the spacing above 1 is 2^-7.
    let x = f32s(
        &[5],
        &[
            1.0 + h(-9),          // a quarter ulp: down to 1
            1.0 + h(-8),          // a tie: to even, 1
            1.0 + 3.0 * h(-8),    // a tie: to even, 1 + 2^-6
            1.0 + h(-8) + h(-20), // just above the tie: up
            -(1.0 + h(-8) + h(-20)),
        ],
    );
    let t = convert("tensor<5xf32>", "tensor<5xbf16>", x);
    assert_exact(&t, &[1.0, 1.0, 1.0 + h(-6), 1.0 + h(-7), -(1.0 + h(-7))]);
    // From f64 the rounding must see every bit: 1 + 2^-8 + 2^-40 is above the tie. Truncating
    // the low mantissa bits first (or rounding to f32 first) would make it a tie and round down.
    let t = convert(
        "tensor<2xf64>",
        "tensor<2xbf16>",
        floats(
            &[2],
            ElementType::F64,
            &[1.0 + h(-8) + h(-40), 1.0 + h(-8) + h(-52)],
        ),
    );
    assert_exact(&t, &[1.0 + h(-7), 1.0 + h(-7)]);
    // Overflow to infinity and bf16 -> f32 exactness.
    let t = convert(
        "tensor<1xf32>",
        "tensor<1xbf16>",
        f32s(&[1], &[f64::from(f32::MAX)]),
    );
    assert_exact(&t, &[INF]);
    let t = convert(
        "tensor<1xbf16>",
        "tensor<1xf32>",
        floats(&[1], ElementType::BF16, &[1.0 + h(-7)]),
    );
    assert_exact(&t, &[1.0 + h(-7)]);
}

#[test]
fn convert_to_f16_rounds_overflows_and_underflows() {
    let h = |k: i32| 2f64.powi(k);
    let x = f32s(
        &[7],
        &[
            65519.0,      // below the overflow threshold 65520: 65504
            65520.0,      // the threshold is a tie with 2^16: rounds to even, infinity
            h(-25),       // half the smallest subnormal: a tie, rounds to even 0
            3.0 * h(-26), // 0.75 of the smallest subnormal: up to 2^-24
            3.0 * h(-25), // 1.5 subnormal steps: a tie, to even 2^-23
            1e-8,         // far below: 0
            1.0 + h(-11), // a tie above 1: down to 1
        ],
    );
    let t = convert("tensor<7xf32>", "tensor<7xf16>", x);
    assert_exact(&t, &[65504.0, INF, 0.0, h(-24), h(-23), 0.0, 1.0]);
    // From f64: 1 + 2^-11 + 2^-40 is above the tie, so it rounds up to 1 + 2^-10.
    let t = convert(
        "tensor<2xf64>",
        "tensor<2xf16>",
        floats(
            &[2],
            ElementType::F64,
            &[1.0 + h(-11) + h(-40), -(h(-25) + h(-50))],
        ),
    );
    assert_exact(&t, &[1.0 + h(-10), -h(-24)]);
}

// ----- bf16 and f16 emulation -----

#[test]
fn bf16_arithmetic_rounds_after_every_op() {
    let h = |k: i32| 2f64.powi(k);
    let bf = |v: &[f64]| floats(&[v.len() as i64], ElementType::BF16, v);
    // 1 + 2^-9 in bf16 rounds to 1; 1 + 2^-7 + 2^-8 is a tie that rounds to even 1 + 2^-6.
    let t = binary(
        "hlo.add",
        "tensor<3xbf16>",
        bf(&[1.0, 1.0 + h(-7), 256.0]),
        bf(&[h(-9), h(-8), 1.0]),
    );
    assert_exact(&t, &[1.0, 1.0 + h(-6), 256.0]);
    // 1/3 = 0.0101010101...b; bf16 keeps 1.0101011b x 2^-2 = 0.333984375.
    let t = binary("hlo.divide", "tensor<1xbf16>", bf(&[1.0]), bf(&[3.0]));
    assert_exact(&t, &[0.333984375]);
    // Rounding after each op: (1 + 2^-9) + 2^-9 stays 1 in bf16, twice over.
    let t = run1(
        "func.func @main(%a: tensor<1xbf16>, %b: tensor<1xbf16>) -> tensor<1xbf16> {\n  %s = hlo.add %a, %b : tensor<1xbf16>\n  %t = hlo.add %s, %b : tensor<1xbf16>\n  return %t : tensor<1xbf16>\n}",
        &[bf(&[1.0]), bf(&[h(-9)])],
    );
    assert_exact(&t, &[1.0]);
}

#[test]
fn f16_arithmetic_overflows_and_has_subnormals() {
    let h = |k: i32| 2f64.powi(k);
    let f = |v: &[f64]| floats(&[v.len() as i64], ElementType::F16, v);
    let t = binary(
        "hlo.add",
        "tensor<3xf16>",
        f(&[65504.0, 60000.0, 1.0]),
        f(&[15.0, 10000.0, h(-11)]),
    );
    assert_exact(&t, &[65504.0, INF, 1.0]);
    let t = binary(
        "hlo.multiply",
        "tensor<2xf16>",
        f(&[h(-24), h(-24)]),
        f(&[0.5, 1.5]),
    );
    // 2^-25 is a tie between 0 and 2^-24 (to even, 0); 1.5 * 2^-24 a tie that goes to 2^-23.
    assert_exact(&t, &[0.0, h(-23)]);
}

#[test]
fn reductions_and_contractions_round_once() {
    let h = |k: i32| 2f64.powi(k);
    // In bf16, adding 2^-9 four times to 1 one by one would stay at 1; the interpreter
    // accumulates in f64 and rounds once, giving 1 + 2^-7.
    let t = run1(
        "func.func @main(%x: tensor<5xbf16>) -> tensor<bf16> {\n  %z = hlo.constant dense<0.0> : tensor<bf16>\n  %s = hlo.reduce %x, %z {dimensions = array<i64: 0>, kind = \"add\"} : (tensor<5xbf16>, tensor<bf16>) -> tensor<bf16>\n  return %s : tensor<bf16>\n}",
        &[floats(
            &[5],
            ElementType::BF16,
            &[1.0, h(-9), h(-9), h(-9), h(-9)],
        )],
    );
    assert_exact(&t, &[1.0 + h(-7)]);
    let t = run1(
        "func.func @main(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<f32> {\n  %d = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>\n  return %d : tensor<f32>\n}",
        &[
            f32s(&[3], &[1.0, h(-24), h(-24)]),
            f32s(&[3], &[1.0, 1.0, 1.0]),
        ],
    );
    assert_exact(&t, &[1.0 + h(-23)]);
}

// ----- shape ops -----

#[test]
fn broadcast_in_dim_maps_dims_and_expands_size_one() {
    let x = f32s(&[3], &[1.0, 2.0, 3.0]);
    let t = run1(
        "func.func @main(%x: tensor<3xf32>) -> tensor<2x3xf32> {\n  %y = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf32>\n  return %y : tensor<2x3xf32>\n}",
        std::slice::from_ref(&x),
    );
    assert_exact(&t, &[1.0, 2.0, 3.0, 1.0, 2.0, 3.0]);
    let t = run1(
        "func.func @main(%x: tensor<3xf32>) -> tensor<3x2xf32> {\n  %y = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x2xf32>\n  return %y : tensor<3x2xf32>\n}",
        &[x],
    );
    assert_exact(&t, &[1.0, 1.0, 2.0, 2.0, 3.0, 3.0]);
    // Size-1 dimensions expand: 3x1 -> 3x2 along dim 1, 1x2 -> 3x2 along dim 0.
    let t = run1(
        "func.func @main(%x: tensor<3x1xi32>) -> tensor<3x2xi32> {\n  %y = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64: 0, 1>} : (tensor<3x1xi32>) -> tensor<3x2xi32>\n  return %y : tensor<3x2xi32>\n}",
        &[i32s(&[3, 1], &[7, 8, 9])],
    );
    assert_ints(&t, &[7, 7, 8, 8, 9, 9]);
    let t = run1(
        "func.func @main(%x: tensor<1x2xf32>) -> tensor<2x3x2xf32> {\n  %y = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64: 1, 2>} : (tensor<1x2xf32>) -> tensor<2x3x2xf32>\n  return %y : tensor<2x3x2xf32>\n}",
        &[f32s(&[1, 2], &[5.0, 6.0])],
    );
    assert_exact(&t, &[5.0, 6.0].repeat(6));
    // A scalar fills the result; transposing broadcast (dims out of order) permutes.
    let t = run1(
        "func.func @main(%x: tensor<f32>) -> tensor<2x2xf32> {\n  %y = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>\n  return %y : tensor<2x2xf32>\n}",
        &[f32s(&[], &[2.5])],
    );
    assert_exact(&t, &[2.5; 4]);
    let t = run1(
        "func.func @main(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {\n  %y = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>\n  return %y : tensor<3x2xf32>\n}",
        &[f32s(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0])],
    );
    assert_exact(&t, &[1.0, 4.0, 2.0, 5.0, 3.0, 6.0]);
}

#[test]
fn reshape_keeps_row_major_order() {
    let x = f32s(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
    let out = run(
        "func.func @main(%x: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<6xf32>, tensor<1x6x1xf32>) {\n  %a = hlo.reshape %x : (tensor<2x3xf32>) -> tensor<3x2xf32>\n  %b = hlo.reshape %a : (tensor<3x2xf32>) -> tensor<6xf32>\n  %c = hlo.reshape %b : (tensor<6xf32>) -> tensor<1x6x1xf32>\n  return %a, %b, %c : tensor<3x2xf32>, tensor<6xf32>, tensor<1x6x1xf32>\n}",
        &[x],
    );
    let want = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0];
    for (t, name) in out
        .iter()
        .zip(["tensor<3x2xf32>", "tensor<6xf32>", "tensor<1x6x1xf32>"])
    {
        assert_type(t, name);
        assert_exact(t, &want);
    }
    let t = run1(
        "func.func @main(%x: tensor<1x1xi32>) -> tensor<i32> {\n  %y = hlo.reshape %x : (tensor<1x1xi32>) -> tensor<i32>\n  return %y : tensor<i32>\n}",
        &[i32s(&[1, 1], &[42])],
    );
    assert_ints(&t, &[42]);
}

#[test]
fn transpose_permutes_dimensions() {
    let t = run1(
        "func.func @main(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {\n  %y = hlo.transpose %x {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>\n  return %y : tensor<3x2xf32>\n}",
        &[f32s(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0])],
    );
    assert_exact(&t, &[1.0, 4.0, 2.0, 5.0, 3.0, 6.0]);
    // result[i, j, k] = x[j, k, i] for permutation [2, 0, 1] on a 2x3x4 tensor holding
    // x[a, b, c] = 12a + 4b + c.
    let x: Vec<i64> = (0..24).collect();
    let t = run1(
        "func.func @main(%x: tensor<2x3x4xi32>) -> tensor<4x2x3xi32> {\n  %y = hlo.transpose %x {permutation = array<i64: 2, 0, 1>} : (tensor<2x3x4xi32>) -> tensor<4x2x3xi32>\n  return %y : tensor<4x2x3xi32>\n}",
        &[i32s(&[2, 3, 4], &x)],
    );
    assert_ints(
        &t,
        &[
            0, 4, 8, 12, 16, 20, // i = 0
            1, 5, 9, 13, 17, 21, // i = 1
            2, 6, 10, 14, 18, 22, // i = 2
            3, 7, 11, 15, 19, 23, // i = 3
        ],
    );
}

#[test]
fn slice_with_strides() {
    let x: Vec<f64> = (0..20).map(f64::from).collect();
    let t = run1(
        "func.func @main(%x: tensor<4x5xf32>) -> tensor<2x3xf32> {\n  %y = hlo.slice %x {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 4, 5>, strides = array<i64: 2, 2>} : (tensor<4x5xf32>) -> tensor<2x3xf32>\n  return %y : tensor<2x3xf32>\n}",
        &[f32s(&[4, 5], &x)],
    );
    assert_exact(&t, &[5.0, 7.0, 9.0, 15.0, 17.0, 19.0]);
    let t = run1(
        "func.func @main(%x: tensor<8xi32>) -> tensor<3xi32> {\n  %y = hlo.slice %x {start_indices = array<i64: 1>, limit_indices = array<i64: 8>, strides = array<i64: 3>} : (tensor<8xi32>) -> tensor<3xi32>\n  return %y : tensor<3xi32>\n}",
        &[i32s(&[8], &[0, 1, 2, 3, 4, 5, 6, 7])],
    );
    assert_ints(&t, &[1, 4, 7]);
    // An empty slice.
    let t = run1(
        "func.func @main(%x: tensor<8xi32>) -> tensor<0xi32> {\n  %y = hlo.slice %x {start_indices = array<i64: 3>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<8xi32>) -> tensor<0xi32>\n  return %y : tensor<0xi32>\n}",
        &[i32s(&[8], &[0, 1, 2, 3, 4, 5, 6, 7])],
    );
    assert_ints(&t, &[]);
}

#[test]
fn concatenate_along_each_dimension() {
    let t = run1(
        "func.func @main(%a: tensor<1x2xf32>, %b: tensor<2x2xf32>) -> tensor<3x2xf32> {\n  %c = hlo.concatenate %a, %b {dimension = 0} : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>\n  return %c : tensor<3x2xf32>\n}",
        &[
            f32s(&[1, 2], &[1.0, 2.0]),
            f32s(&[2, 2], &[3.0, 4.0, 5.0, 6.0]),
        ],
    );
    assert_exact(&t, &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
    let t = run1(
        "func.func @main(%a: tensor<2x1xi32>, %b: tensor<2x2xi32>, %c: tensor<2x1xi32>) -> tensor<2x4xi32> {\n  %d = hlo.concatenate %a, %b, %c {dimension = 1} : (tensor<2x1xi32>, tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<2x4xi32>\n  return %d : tensor<2x4xi32>\n}",
        &[
            i32s(&[2, 1], &[1, 5]),
            i32s(&[2, 2], &[2, 3, 6, 7]),
            i32s(&[2, 1], &[4, 8]),
        ],
    );
    assert_ints(&t, &[1, 2, 3, 4, 5, 6, 7, 8]);
}

#[test]
fn pad_with_interior_and_negative_edges() {
    let x = f32s(&[3], &[1.0, 2.0, 3.0]);
    let pad = f32s(&[], &[9.0]);
    let prog = |low: i64, high: i64, interior: i64, n: i64| {
        format!(
            "func.func @main(%x: tensor<3xf32>, %p: tensor<f32>) -> tensor<{n}xf32> {{\n  %y = hlo.pad %x, %p {{edge_padding_low = array<i64: {low}>, edge_padding_high = array<i64: {high}>, interior_padding = array<i64: {interior}>}} : (tensor<3xf32>, tensor<f32>) -> tensor<{n}xf32>\n  return %y : tensor<{n}xf32>\n}}"
        )
    };
    // low 1, interior 2: [p 1 p p 2 p p 3]; high -1 drops the last element (the 3).
    let t = run1(&prog(1, -1, 2, 7), &[x.clone(), pad.clone()]);
    assert_exact(&t, &[9.0, 1.0, 9.0, 9.0, 2.0, 9.0, 9.0]);
    // interior 1: [1 p 2 p 3]; low -1 drops the 1; high 2 appends two.
    let t = run1(&prog(-1, 2, 1, 6), &[x.clone(), pad.clone()]);
    assert_exact(&t, &[9.0, 2.0, 9.0, 3.0, 9.0, 9.0]);
    // Plain edge padding.
    let t = run1(&prog(2, 1, 0, 6), &[x, pad]);
    assert_exact(&t, &[9.0, 9.0, 1.0, 2.0, 3.0, 9.0]);
    // Two dimensions: one row before, interior and one column after along dim 1.
    let t = run1(
        "func.func @main(%x: tensor<2x2xi32>, %p: tensor<i32>) -> tensor<3x4xi32> {\n  %y = hlo.pad %x, %p {edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 1>, interior_padding = array<i64: 0, 1>} : (tensor<2x2xi32>, tensor<i32>) -> tensor<3x4xi32>\n  return %y : tensor<3x4xi32>\n}",
        &[i32s(&[2, 2], &[1, 2, 3, 4]), i32s(&[], &[0])],
    );
    assert_ints(&t, &[0, 0, 0, 0, 1, 0, 2, 0, 3, 0, 4, 0]);
}

// ----- reduce -----

fn reduce_prog(x: &str, init: &str, dims: &str, kind: &str, out: &str) -> String {
    format!(
        "func.func @main(%x: {x}, %i: {init}) -> {out} {{\n  %r = hlo.reduce %x, %i {{dimensions = array<i64: {dims}>, kind = \"{kind}\"}} : ({x}, {init}) -> {out}\n  return %r : {out}\n}}"
    )
}

#[test]
fn reduce_add_max_min_mul_over_several_dims() {
    // x[a, b, c] = 12a + 4b + c on 2x3x4.
    let x: Vec<f64> = (0..24).map(f64::from).collect();
    let x = f32s(&[2, 3, 4], &x);
    let init = |v: f64| f32s(&[], &[v]);
    // Sum over a and c: for each b, sum_{a, c} (12a + 4b + c) = 48 + 32b + 12.
    let t = run1(
        &reduce_prog(
            "tensor<2x3x4xf32>",
            "tensor<f32>",
            "0, 2",
            "add",
            "tensor<3xf32>",
        ),
        &[x.clone(), init(0.0)],
    );
    assert_exact(&t, &[60.0, 92.0, 124.0]);
    // The init value is combined once per result element.
    let t = run1(
        &reduce_prog(
            "tensor<2x3x4xf32>",
            "tensor<f32>",
            "0, 2",
            "add",
            "tensor<3xf32>",
        ),
        &[x.clone(), init(10.0)],
    );
    assert_exact(&t, &[70.0, 102.0, 134.0]);
    // Max over b: 12a + 8 + c.
    let t = run1(
        &reduce_prog(
            "tensor<2x3x4xf32>",
            "tensor<f32>",
            "1",
            "max",
            "tensor<2x4xf32>",
        ),
        &[x.clone(), init(-INF)],
    );
    assert_exact(&t, &[8.0, 9.0, 10.0, 11.0, 20.0, 21.0, 22.0, 23.0]);
    // Min over everything.
    let t = run1(
        &reduce_prog(
            "tensor<2x3x4xf32>",
            "tensor<f32>",
            "0, 1, 2",
            "min",
            "tensor<f32>",
        ),
        &[x, init(INF)],
    );
    assert_exact(&t, &[0.0]);
    // Product of each row.
    let t = run1(
        &reduce_prog(
            "tensor<2x3xf32>",
            "tensor<f32>",
            "1",
            "mul",
            "tensor<2xf32>",
        ),
        &[f32s(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]), init(1.0)],
    );
    assert_exact(&t, &[6.0, 120.0]);
    // A NaN poisons max; an empty reduction gives the init value.
    let t = run1(
        &reduce_prog("tensor<3xf32>", "tensor<f32>", "0", "max", "tensor<f32>"),
        &[f32s(&[3], &[1.0, NAN, 2.0]), init(-INF)],
    );
    assert_exact(&t, &[NAN]);
    let t = run1(
        &reduce_prog(
            "tensor<0x2xf32>",
            "tensor<f32>",
            "0",
            "add",
            "tensor<2xf32>",
        ),
        &[f32s(&[0, 2], &[]), init(5.0)],
    );
    assert_exact(&t, &[5.0, 5.0]);
}

#[test]
fn reduce_integers_and_booleans() {
    let x = i32s(&[2, 3], &[1, -2, 3, 4, 5, i64::from(i32::MAX)]);
    let t = run1(
        &reduce_prog(
            "tensor<2x3xi32>",
            "tensor<i32>",
            "0",
            "add",
            "tensor<3xi32>",
        ),
        &[x.clone(), i32s(&[], &[0])],
    );
    assert_ints(&t, &[5, 3, i64::from(i32::MIN) + 2]); // 3 + MAX wraps
    let t = run1(
        &reduce_prog(
            "tensor<2x3xi32>",
            "tensor<i32>",
            "1",
            "max",
            "tensor<2xi32>",
        ),
        &[x.clone(), i32s(&[], &[i64::from(i32::MIN)])],
    );
    assert_ints(&t, &[3, i64::from(i32::MAX)]);
    let t = run1(
        &reduce_prog(
            "tensor<2x3xi32>",
            "tensor<i32>",
            "1",
            "mul",
            "tensor<2xi32>",
        ),
        &[i32s(&[2, 3], &[1, -2, 3, 4, 5, 6]), i32s(&[], &[1])],
    );
    assert_ints(&t, &[-6, 120]);
    // On i1, add is or and mul is and: "any" and "all".
    let b = bools(&[2, 3], &[false, true, false, true, true, true]);
    let t = run1(
        &reduce_prog("tensor<2x3xi1>", "tensor<i1>", "1", "add", "tensor<2xi1>"),
        &[b.clone(), bools(&[], &[false])],
    );
    assert_ints(&t, &[1, 1]);
    let t = run1(
        &reduce_prog("tensor<2x3xi1>", "tensor<i1>", "1", "mul", "tensor<2xi1>"),
        &[b, bools(&[], &[true])],
    );
    assert_ints(&t, &[0, 1]);
}

// ----- dot_general -----

#[test]
fn dot_general_matmul_and_batch() {
    // Batched matmul: [2, 2, 3] x [2, 3, 2] with batch dim 0, contracting 2 with 1.
    let lhs = f32s(
        &[2, 2, 3],
        &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 1.0, 0.0, 0.0, 0.0, 1.0, 0.0],
    );
    let rhs = f32s(
        &[2, 3, 2],
        &[1.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
    );
    let t = run1(
        "func.func @main(%a: tensor<2x2x3xf32>, %b: tensor<2x3x2xf32>) -> tensor<2x2x2xf32> {\n  %c = hlo.dot_general %a, %b {lhs_batching_dimensions = array<i64: 0>, rhs_batching_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 2>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<2x2x3xf32>, tensor<2x3x2xf32>) -> tensor<2x2x2xf32>\n  return %c : tensor<2x2x2xf32>\n}",
        &[lhs, rhs],
    );
    assert_exact(&t, &[4.0, 5.0, 10.0, 11.0, 1.0, 2.0, 3.0, 4.0]);
}

#[test]
fn dot_general_with_several_contracting_dims_paired_in_order() {
    // lhs[a, k1, k2] = 6a + 2k1 + k2; rhs[k1, k2, n] = (1, 2k1 + k2). With k = 2k1 + k2:
    // result[a, 0] = sum_k (6a + k) = 36a + 15; result[a, 1] = sum_k (6a + k) k = 90a + 55.
    let lhs: Vec<f64> = (0..12).map(f64::from).collect();
    let rhs: Vec<f64> = (0..6).flat_map(|k| [1.0, f64::from(k)]).collect();
    let args = [f32s(&[2, 3, 2], &lhs), f32s(&[3, 2, 2], &rhs)];
    let t = run1(
        "func.func @main(%a: tensor<2x3x2xf32>, %b: tensor<3x2x2xf32>) -> tensor<2x2xf32> {\n  %c = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1, 2>, rhs_contracting_dimensions = array<i64: 0, 1>} : (tensor<2x3x2xf32>, tensor<3x2x2xf32>) -> tensor<2x2xf32>\n  return %c : tensor<2x2xf32>\n}",
        &args,
    );
    assert_exact(&t, &[15.0, 55.0, 51.0, 145.0]);
    // Listing the pairs in the other order pairs the same dimensions: same result.
    let t = run1(
        "func.func @main(%a: tensor<2x3x2xf32>, %b: tensor<3x2x2xf32>) -> tensor<2x2xf32> {\n  %c = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 2, 1>, rhs_contracting_dimensions = array<i64: 1, 0>} : (tensor<2x3x2xf32>, tensor<3x2x2xf32>) -> tensor<2x2xf32>\n  return %c : tensor<2x2xf32>\n}",
        &args,
    );
    assert_exact(&t, &[15.0, 55.0, 51.0, 145.0]);
}

#[test]
fn dot_general_batch_dims_anywhere_outer_products_and_integers() {
    // lhs[k, b], rhs[b, k]: batch dims 1 and 0, contracting 0 and 1: per-b dot products.
    let t = run1(
        "func.func @main(%a: tensor<3x2xf32>, %b: tensor<2x3xf32>) -> tensor<2xf32> {\n  %c = hlo.dot_general %a, %b {lhs_batching_dimensions = array<i64: 1>, rhs_batching_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<3x2xf32>, tensor<2x3xf32>) -> tensor<2xf32>\n  return %c : tensor<2xf32>\n}",
        &[
            f32s(&[3, 2], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]),
            f32s(&[2, 3], &[1.0, 1.0, 1.0, 1.0, 0.0, -1.0]),
        ],
    );
    assert_exact(&t, &[9.0, -4.0]);
    // No contracting dims: an outer product, lhs free dims first.
    let t = run1(
        "func.func @main(%a: tensor<2xi32>, %b: tensor<3xi32>) -> tensor<2x3xi32> {\n  %c = hlo.dot_general %a, %b {} : (tensor<2xi32>, tensor<3xi32>) -> tensor<2x3xi32>\n  return %c : tensor<2x3xi32>\n}",
        &[i32s(&[2], &[1, -2]), i32s(&[3], &[3, 4, 5])],
    );
    assert_ints(&t, &[3, 4, 5, -6, -8, -10]);
    // Integer products wrap.
    let t = run1(
        "func.func @main(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<i32> {\n  %c = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<2xi32>, tensor<2xi32>) -> tensor<i32>\n  return %c : tensor<i32>\n}",
        &[i32s(&[2], &[65536, 1]), i32s(&[2], &[65536, 7])],
    );
    assert_ints(&t, &[7]);
}

#[test]
fn dot_general_on_i1_is_or_of_ands() {
    // Consistent with add = or and multiply = and on i1: [1, 1] . [1, 1] is true, not 1 + 1.
    let t = run1(
        "func.func @main(%a: tensor<2x2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {\n  %c = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<2x2xi1>, tensor<2xi1>) -> tensor<2xi1>\n  return %c : tensor<2xi1>\n}",
        &[
            bools(&[2, 2], &[true, true, false, true]),
            bools(&[2], &[true, true]),
        ],
    );
    assert_ints(&t, &[1, 1]);
}

// ----- gather and scatter -----

const EMBED_GATHER: &str = "func.func @main(%table: tensor<4x3xf32>, %ids: tensor<2x3xi32>) -> tensor<2x3x3xf32> {\n  %e = hlo.gather %table, %ids {offset_dims = array<i64: 2>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 2, slice_sizes = array<i64: 1, 3>} : (tensor<4x3xf32>, tensor<2x3xi32>) -> tensor<2x3x3xf32>\n  return %e : tensor<2x3x3xf32>\n}";

#[test]
fn gather_embedding_lookup() {
    // table[r] = [10r, 10r + 1, 10r + 2].
    let table: Vec<f64> = (0..4)
        .flat_map(|r| (0..3).map(move |c| f64::from(10 * r + c)))
        .collect();
    let table = f32s(&[4, 3], &table);
    let t = run1(
        EMBED_GATHER,
        &[table.clone(), i32s(&[2, 3], &[0, 3, 1, 2, 2, 0])],
    );
    let row = |r: f64| [10.0 * r, 10.0 * r + 1.0, 10.0 * r + 2.0];
    let want: Vec<f64> = [0.0, 3.0, 1.0, 2.0, 2.0, 0.0]
        .iter()
        .flat_map(|&r| row(r))
        .collect();
    assert_exact(&t, &want);
    // Out-of-range start indices are clamped into the operand.
    let t = run1(
        EMBED_GATHER,
        &[table, i32s(&[2, 3], &[7, -1, 3, 4, -100, 1])],
    );
    let want: Vec<f64> = [3.0, 0.0, 3.0, 3.0, 0.0, 1.0]
        .iter()
        .flat_map(|&r| row(r))
        .collect();
    assert_exact(&t, &want);
}

#[test]
fn gather_general_windows_with_clamping() {
    // operand[r, c] = 4r + c on 3x4; 2x2 windows starting at (0, 1), (2, 2) and (1, 3). The
    // last two are clamped to (1, 2) so that the window fits.
    let x: Vec<i64> = (0..12).collect();
    let t = run1(
        "func.func @main(%x: tensor<3x4xi32>, %s: tensor<3x2xi64>) -> tensor<3x2x2xi32> {\n  %g = hlo.gather %x, %s {offset_dims = array<i64: 1, 2>, start_index_map = array<i64: 0, 1>, index_vector_dim = 1, slice_sizes = array<i64: 2, 2>} : (tensor<3x4xi32>, tensor<3x2xi64>) -> tensor<3x2x2xi32>\n  return %g : tensor<3x2x2xi32>\n}",
        &[
            i32s(&[3, 4], &x),
            ints(&[3, 2], ElementType::I64, &[0, 1, 2, 2, 1, 3]),
        ],
    );
    assert_ints(&t, &[1, 2, 5, 6, 6, 7, 10, 11, 6, 7, 10, 11]);
    // start_index_map can reorder: the index vector (c, r) addresses column then row.
    let t = run1(
        "func.func @main(%x: tensor<3x4xi32>, %s: tensor<2x2xi32>) -> tensor<2xi32> {\n  %g = hlo.gather %x, %s {collapsed_slice_dims = array<i64: 0, 1>, start_index_map = array<i64: 1, 0>, index_vector_dim = 1, slice_sizes = array<i64: 1, 1>} : (tensor<3x4xi32>, tensor<2x2xi32>) -> tensor<2xi32>\n  return %g : tensor<2xi32>\n}",
        &[i32s(&[3, 4], &x), i32s(&[2, 2], &[3, 0, 1, 2])],
    );
    assert_ints(&t, &[3, 9]);
}

#[test]
fn gather_with_batching_dims() {
    // operand[b, r] = 10b + r; each batch b picks its own row: result[b] = operand[b, ids[b]].
    let t = run1(
        "func.func @main(%x: tensor<2x3xf32>, %ids: tensor<2x1xi32>) -> tensor<2xf32> {\n  %g = hlo.gather %x, %ids {collapsed_slice_dims = array<i64: 1>, operand_batching_dims = array<i64: 0>, start_indices_batching_dims = array<i64: 0>, start_index_map = array<i64: 1>, index_vector_dim = 1, slice_sizes = array<i64: 1, 1>} : (tensor<2x3xf32>, tensor<2x1xi32>) -> tensor<2xf32>\n  return %g : tensor<2xf32>\n}",
        &[
            f32s(&[2, 3], &[0.0, 1.0, 2.0, 10.0, 11.0, 12.0]),
            i32s(&[2, 1], &[2, 1]),
        ],
    );
    assert_exact(&t, &[2.0, 11.0]);
}

fn embed_scatter(kind: &str) -> String {
    format!(
        "func.func @main(%g: tensor<4x2xf32>, %ids: tensor<5xi32>, %u: tensor<5x2xf32>) -> tensor<4x2xf32> {{\n  %r = hlo.scatter %g, %ids, %u {{update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = \"{kind}\"}} : (tensor<4x2xf32>, tensor<5xi32>, tensor<5x2xf32>) -> tensor<4x2xf32>\n  return %r : tensor<4x2xf32>\n}}"
    )
}

#[test]
fn scatter_add_embedding_gradient_with_duplicates_and_out_of_bounds() {
    let updates = f32s(
        &[5, 2],
        &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0],
    );
    // Row 3 gets updates 0 and 2; row 1 gets update 1; ids -1 and 4 are out of bounds and
    // their updates are dropped.
    let ids = i32s(&[5], &[3, 1, 3, -1, 4]);
    let t = run1(
        &embed_scatter("add"),
        &[f32s(&[4, 2], &[0.0; 8]), ids.clone(), updates.clone()],
    );
    assert_exact(&t, &[0.0, 0.0, 3.0, 4.0, 0.0, 0.0, 6.0, 8.0]);
    // The input is combined with, not replaced.
    let t = run1(
        &embed_scatter("add"),
        &[f32s(&[4, 2], &[1.0; 8]), ids.clone(), updates.clone()],
    );
    assert_exact(&t, &[1.0, 1.0, 4.0, 5.0, 1.0, 1.0, 7.0, 9.0]);
    // Other combiners.
    let base = f32s(&[4, 2], &[2.0; 8]);
    let t = run1(
        &embed_scatter("max"),
        &[base.clone(), ids.clone(), updates.clone()],
    );
    assert_exact(&t, &[2.0, 2.0, 3.0, 4.0, 2.0, 2.0, 5.0, 6.0]);
    let t = run1(
        &embed_scatter("min"),
        &[base.clone(), ids.clone(), updates.clone()],
    );
    assert_exact(&t, &[2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 1.0, 2.0]);
    let t = run1(
        &embed_scatter("mul"),
        &[base.clone(), ids.clone(), updates.clone()],
    );
    assert_exact(&t, &[2.0, 2.0, 6.0, 8.0, 2.0, 2.0, 10.0, 24.0]);
    // Replace: with duplicates, the last update in index order wins.
    let t = run1(&embed_scatter("replace"), &[base, ids, updates]);
    assert_exact(&t, &[2.0, 2.0, 3.0, 4.0, 2.0, 2.0, 5.0, 6.0]);
}

#[test]
fn scatter_integers_and_partially_out_of_bounds_windows() {
    // Integer scatter-add into a 1-D histogram.
    let t = run1(
        "func.func @main(%h: tensor<3xi32>, %ids: tensor<4x1xi32>, %u: tensor<4xi32>) -> tensor<3xi32> {\n  %r = hlo.scatter %h, %ids, %u {inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = \"add\"} : (tensor<3xi32>, tensor<4x1xi32>, tensor<4xi32>) -> tensor<3xi32>\n  return %r : tensor<3xi32>\n}",
        &[
            i32s(&[3], &[0, 0, 0]),
            i32s(&[4, 1], &[2, 0, 2, 2]),
            i32s(&[4], &[1, 10, 100, 1000]),
        ],
    );
    assert_ints(&t, &[10, 0, 1101]);
    // A window of 2 columns placed at column 2 of a 2x3 input does not fit: it is dropped
    // whole, as XLA and JAX (`FILL_OR_DROP`) drop it — JAX gives all zeros here.
    let t = run1(
        "func.func @main(%x: tensor<2x3xf32>, %s: tensor<1x2xi32>, %u: tensor<1x1x2xf32>) -> tensor<2x3xf32> {\n  %r = hlo.scatter %x, %s, %u {update_window_dims = array<i64: 1, 2>, scatter_dims_to_operand_dims = array<i64: 0, 1>, index_vector_dim = 1, kind = \"add\"} : (tensor<2x3xf32>, tensor<1x2xi32>, tensor<1x1x2xf32>) -> tensor<2x3xf32>\n  return %r : tensor<2x3xf32>\n}",
        &[
            f32s(&[2, 3], &[0.0; 6]),
            i32s(&[1, 2], &[1, 2]),
            f32s(&[1, 1, 2], &[5.0, 7.0]),
        ],
    );
    assert_exact(&t, &[0.0; 6]);
}

#[test]
fn scatter_with_batching_dims() {
    // input[b, r]; each batch b adds its update at its own row ids[b].
    let t = run1(
        "func.func @main(%x: tensor<2x3xf32>, %ids: tensor<2x1xi32>, %u: tensor<2xf32>) -> tensor<2x3xf32> {\n  %r = hlo.scatter %x, %ids, %u {inserted_window_dims = array<i64: 1>, input_batching_dims = array<i64: 0>, scatter_indices_batching_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 1>, index_vector_dim = 1, kind = \"add\"} : (tensor<2x3xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<2x3xf32>\n  return %r : tensor<2x3xf32>\n}",
        &[
            f32s(&[2, 3], &[0.0; 6]),
            i32s(&[2, 1], &[2, 0]),
            f32s(&[2], &[1.5, -2.5]),
        ],
    );
    assert_exact(&t, &[0.0, 0.0, 1.5, -2.5, 0.0, 0.0]);
}

// ----- rng -----

fn rng_prog(dist: &str, stream: i64, seed_ty: &str, out: &str) -> String {
    format!(
        "func.func @main(%s: {seed_ty}) -> {out} {{\n  %r = hlo.rng %s {{distribution = \"{dist}\", stream = {stream}}} : ({seed_ty}) -> {out}\n  return %r : {out}\n}}"
    )
}

fn seed(v: i64) -> Tensor {
    ints(&[], ElementType::I64, &[v])
}

#[test]
fn rng_uniform_known_answer_and_range() {
    // Seed 0, stream 0, element 0 is Philox-4x32-10 of all zeros, whose first word is
    // 0x6627e8d5 (Random123's known answer); the f32 sample takes its top 24 bits.
    let t = run1(
        &rng_prog("uniform", 0, "tensor<i64>", "tensor<2xf32>"),
        &[seed(0)],
    );
    assert_eq!(float_data(&t)[0], f64::from(0x6627e8) / 16777216.0);
    // f64 samples take 53 bits from the first two words.
    let t = run1(
        &rng_prog("uniform", 0, "tensor<i64>", "tensor<1xf64>"),
        &[seed(0)],
    );
    let bits = (0x6627_e8d5_u64 << 32 | 0xe169_c58d) >> 11;
    assert_eq!(float_data(&t)[0], bits as f64 / 2f64.powi(53));

    let t = run1(
        &rng_prog("uniform", 0, "tensor<i64>", "tensor<64x64xf32>"),
        &[seed(42)],
    );
    let v = float_data(&t);
    assert!(v.iter().all(|x| (0.0..1.0).contains(x)));
    let mean = v.iter().sum::<f64>() / v.len() as f64;
    assert!((mean - 0.5).abs() < 0.02, "mean {mean}");
}

#[test]
fn rng_is_a_function_of_seed_stream_and_index() {
    let prog = |stream| rng_prog("uniform", stream, "tensor<i64>", "tensor<4x8xf32>");
    let a = run1(&prog(0), &[seed(7)]);
    assert_eq!(a, run1(&prog(0), &[seed(7)]), "not deterministic");
    // Every element is the sample of its (seed, stream, row-major index).
    for (i, &x) in float_data(&a).iter().enumerate() {
        assert_eq!(
            x,
            uniform(element_bits(7, 0, i as u64), false),
            "element {i}"
        );
    }
    let other_seed = run1(&prog(0), &[seed(8)]);
    let other_stream = run1(&prog(1), &[seed(7)]);
    for other in [&other_seed, &other_stream] {
        let same = float_data(&a)
            .iter()
            .zip(float_data(other))
            .filter(|(x, y)| x == y)
            .count();
        assert!(same < 2, "{same} of 32 samples coincide");
    }
    // An i32 seed works like the same i64 seed.
    let b = run1(
        &rng_prog("uniform", 0, "tensor<i32>", "tensor<4x8xf32>"),
        &[i32s(&[], &[7])],
    );
    assert_eq!(a, b);
}

#[test]
fn a_slice_of_a_bigger_rng_tensor_is_the_same_numbers() {
    // The global 8x8 tensor, the 4x4 piece one device of a 2x2 mesh would hold, and the same
    // numbers drawn as a flat 64-vector: sharding or reshaping never changes the numbers.
    let out = run(
        "func.func @main(%s: tensor<i64>) -> (tensor<8x8xf32>, tensor<4x4xf32>, tensor<64xf32>) {\n  %r = hlo.rng %s {distribution = \"normal\", stream = 3} : (tensor<i64>) -> tensor<8x8xf32>\n  %piece = hlo.slice %r {start_indices = array<i64: 4, 0>, limit_indices = array<i64: 8, 4>, strides = array<i64: 1, 1>} : (tensor<8x8xf32>) -> tensor<4x4xf32>\n  %flat = hlo.rng %s {distribution = \"normal\", stream = 3} : (tensor<i64>) -> tensor<64xf32>\n  return %r, %piece, %flat : tensor<8x8xf32>, tensor<4x4xf32>, tensor<64xf32>\n}",
        &[seed(2024)],
    );
    let piece = float_data(&out[1]);
    for r in 0..4u64 {
        for c in 0..4u64 {
            let global = (r + 4) * 8 + c;
            let want = r32(normal(element_bits(2024, 3, global)));
            assert_eq!(piece[(r * 4 + c) as usize], want, "piece[{r}, {c}]");
        }
    }
    assert_eq!(float_data(&out[0]), float_data(&out[2]));
}

#[test]
fn rng_normal_has_zero_mean_and_unit_variance() {
    let t = run1(
        &rng_prog("normal", 5, "tensor<i64>", "tensor<8192xf64>"),
        &[seed(123)],
    );
    let v = float_data(&t);
    let n = v.len() as f64;
    let mean = v.iter().sum::<f64>() / n;
    let var = v.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / n;
    assert!(mean.abs() < 0.04, "mean {mean}");
    assert!((var - 1.0).abs() < 0.06, "variance {var}");
    for (i, &x) in v.iter().enumerate().take(16) {
        assert_eq!(x, normal(element_bits(123, 5, i as u64)));
    }
}

#[test]
fn rng_uniform_in_narrow_types_stays_below_one() {
    for (t, top) in [("bf16", 1.0 - 2f64.powi(-8)), ("f16", 1.0 - 2f64.powi(-11))] {
        let out = run1(
            &rng_prog("uniform", 0, "tensor<i64>", &format!("tensor<16384x{t}>")),
            &[seed(9)],
        );
        let v = float_data(&out);
        assert!(v.iter().all(|x| (0.0..1.0).contains(x)), "{t}");
        // Samples that would round up to 1.0 are kept at the largest value below it, which
        // happens about once in 2^9 (bf16) or 2^12 (f16) samples.
        assert!(v.contains(&top), "{t}: no sample at {top}");
    }
}

// ----- composite ops -----

#[test]
fn softmax_rows_and_columns() {
    // softmax([1, 2, 3]) = [0.0900306, 0.2447285, 0.6652410]; large equal values stay
    // finite; -inf gets probability 0.
    let x = f32s(
        &[3, 3],
        &[1.0, 2.0, 3.0, 1000.0, 1000.0, -INF, 0.0, 0.0, 0.0],
    );
    let t = run1(
        "func.func @main(%x: tensor<3x3xf32>) -> tensor<3x3xf32> {\n  %y = hlo.softmax %x {dimension = 1} : tensor<3x3xf32>\n  return %y : tensor<3x3xf32>\n}",
        &[x],
    );
    let third = r32(1.0 / 3.0);
    assert_exact(
        &t,
        &[
            r32(0.09003057317038046),
            r32(0.24472847105479767),
            r32(0.6652409557748219),
            0.5,
            0.5,
            0.0,
            third,
            third,
            third,
        ],
    );
    let t = run1(
        "func.func @main(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {\n  %y = hlo.softmax %x {dimension = 0} : tensor<2x2xf32>\n  return %y : tensor<2x2xf32>\n}",
        &[f32s(&[2, 2], &[0.0, 5.0, 0.0, 5.0])],
    );
    assert_exact(&t, &[0.5, 0.5, 0.5, 0.5]);
}

#[test]
fn layer_norm_normalizes_scales_and_shifts() {
    // [1, 2, 3, 4]: mean 2.5, variance 1.25; (x - 2.5) / sqrt(1.25) = [-3, -1, 1, 3] / sqrt(5).
    let s5 = 5f64.sqrt();
    let t = run1(
        "func.func @main(%x: tensor<1x4xf32>, %s: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<1x4xf32> {\n  %y = hlo.layer_norm %x, %s, %b {dimension = 1, epsilon = 0.0} : (tensor<1x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4xf32>\n  return %y : tensor<1x4xf32>\n}",
        &[
            f32s(&[1, 4], &[1.0, 2.0, 3.0, 4.0]),
            f32s(&[4], &[1.0, 1.0, 2.0, 2.0]),
            f32s(&[4], &[0.0, 0.0, 0.0, 1.0]),
        ],
    );
    assert_exact(
        &t,
        &[
            r32(-3.0 / s5),
            r32(-1.0 / s5),
            r32(2.0 / s5),
            r32(6.0 / s5 + 1.0),
        ],
    );
    // Along dimension 0, with epsilon: column c is [1, 2, 3, 4] * 10^c; var + eps under the
    // root, so the scale-invariance holds only up to epsilon.
    let eps = 1e-3;
    let t = run1(
        "func.func @main(%x: tensor<4x2xf64>, %s: tensor<4xf64>, %b: tensor<4xf64>) -> tensor<4x2xf64> {\n  %y = hlo.layer_norm %x, %s, %b {dimension = 0, epsilon = 1.0e-3} : (tensor<4x2xf64>, tensor<4xf64>, tensor<4xf64>) -> tensor<4x2xf64>\n  return %y : tensor<4x2xf64>\n}",
        &[
            floats(
                &[4, 2],
                ElementType::F64,
                &[1.0, 10.0, 2.0, 20.0, 3.0, 30.0, 4.0, 40.0],
            ),
            floats(&[4], ElementType::F64, &[1.0; 4]),
            floats(&[4], ElementType::F64, &[0.0; 4]),
        ],
    );
    let (inv0, inv1) = (1.0 / (1.25f64 + eps).sqrt(), 1.0 / (125.0f64 + eps).sqrt());
    let want: Vec<f64> = [-1.5, -0.5, 0.5, 1.5]
        .iter()
        .flat_map(|d| [d * inv0, 10.0 * d * inv1])
        .collect();
    assert_near(&t, &want, 1e-15);
}

#[test]
fn gelu_exact_and_tanh() {
    let x = f32s(&[6], &[0.0, 1.0, -1.0, 2.0, -3.0, 0.5]);
    let prog = |approximate: bool| {
        format!(
            "func.func @main(%x: tensor<6xf32>) -> tensor<6xf32> {{\n  %y = hlo.gelu %x {{approximate = {approximate}}} : tensor<6xf32>\n  return %y : tensor<6xf32>\n}}"
        )
    };
    // x * Phi(x) with Phi from erf.
    let exact = [
        0.0,
        0.8413447460685429,
        -0.15865525393145707,
        1.9544997361036416,
        -0.00404969409489031,
        0.34573123063700656,
    ];
    let t = run1(&prog(false), std::slice::from_ref(&x));
    assert_exact(&t, &exact.map(r32));
    // 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))).
    let tanh = [
        0.0,
        0.8411919906082768,
        -0.15880800939172324,
        1.954597694087775,
        -0.0036373920817729943,
        0.34571400982514394,
    ];
    let t = run1(&prog(true), &[x]);
    assert_exact(&t, &tanh.map(r32));
}

// ----- distribution ops, calls -----

#[test]
fn collectives_and_constraint_are_identity_in_the_global_view() {
    let x: Vec<f64> = (0..16).map(|i| f64::from(i) * 0.5 - 3.0).collect();
    let x = f32s(&[4, 4], &x);
    let out = run(
        r#"dist.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%a: tensor<4x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %g = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{}, {"y"}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<4x4xf32>
  %s = dist.all_slice %g {slicing_axes = #dist.dim_axes<[{}, {"y"}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>} : tensor<4x4xf32>
  %t = dist.all_to_all %s {source_dim = 1, target_dim = 0, axes = #dist.axes<{"y"}>, dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {}]>} : tensor<4x4xf32>
  %p = dist.collective_permute %t {dist.sharding = #dist.sharding<@mesh, [{"y", "x"}, {}]>} : tensor<4x4xf32>
  %c = dist.constraint %p {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"x", "y"}>} : tensor<4x4xf32>
  %r = dist.all_reduce %c {reduction_axes = #dist.axes<{"x"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"y"}>} : tensor<4x4xf32>
  %rs = dist.reduce_scatter %r {scatter_axes = #dist.dim_axes<[{"y"}, {}]>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<4x4xf32>
  %m = dist.all_reduce %r {reduction_axes = #dist.axes<{"y"}>, kind = "max", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<4x4xf32>
  return %g, %s, %t, %p, %c, %r, %rs, %m : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}"#,
        std::slice::from_ref(&x),
    );
    assert_eq!(out.len(), 8);
    for t in &out {
        assert_eq!(*t, x);
    }
}

#[test]
fn send_then_recv_passes_the_value() {
    let out = run(
        "func.func @main(%x: tensor<3xf32>, %y: tensor<2xi32>) -> (tensor<3xf32>, tensor<2xi32>) {\n  %a = hlo.negate %x : tensor<3xf32>\n  dist.send %a {channel = 1} : (tensor<3xf32>) -> ()\n  dist.send %y {channel = 2} : (tensor<2xi32>) -> ()\n  %r2 = dist.recv {channel = 2} : tensor<2xi32>\n  %r1 = dist.recv {channel = 1} : tensor<3xf32>\n  return %r1, %r2 : tensor<3xf32>, tensor<2xi32>\n}",
        &[f32s(&[3], &[1.0, -2.0, 0.5]), i32s(&[2], &[4, 5])],
    );
    assert_exact(&out[0], &[-1.0, 2.0, -0.5]);
    assert_ints(&out[1], &[4, 5]);
}

#[test]
fn func_call_runs_the_callee_with_several_results() {
    let out = run(
        "func.func private @affine(%x: tensor<2xf32>, %a: tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>) {\n  %b = hlo.broadcast_in_dim %a {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>\n  %m = hlo.multiply %x, %b : tensor<2xf32>\n  %s = func.call @twice(%m) : (tensor<2xf32>) -> tensor<2xf32>\n  return %m, %s : tensor<2xf32>, tensor<2xf32>\n}\nfunc.func private @twice(%x: tensor<2xf32>) -> tensor<2xf32> {\n  %y = hlo.add %x, %x : tensor<2xf32>\n  return %y : tensor<2xf32>\n}\nfunc.func @main(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {\n  %k = hlo.constant dense<3.0> : tensor<f32>\n  %r:2 = func.call @affine(%x, %k) : (tensor<2xf32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>)\n  return %r#0, %r#1 : tensor<2xf32>, tensor<2xf32>\n}",
        &[f32s(&[2], &[1.5, -2.0])],
    );
    assert_exact(&out[0], &[4.5, -6.0]);
    assert_exact(&out[1], &[9.0, -12.0]);
}

#[test]
fn wrong_arguments_are_errors_not_panics() {
    let m = parse(
        "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n  return %x : tensor<2xf32>\n}",
    );
    let err = run_function(&m, "main", &[]).unwrap_err();
    assert!(err.message.contains("takes 1 argument"), "{err}");
    let err = run_function(&m, "main", &[f32s(&[3], &[0.0; 3])]).unwrap_err();
    assert!(err.message.contains("must be tensor<2xf32>"), "{err}");
    let err = run_function(&m, "nope", &[]).unwrap_err();
    assert!(err.message.contains("@nope"), "{err}");
}
