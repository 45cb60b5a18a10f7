//! Compiled kernels against the reference interpreter, op by op and element type by element
//! type: every unary and binary op, comparisons, selects, every conversion, reductions over
//! every kind of dimension set, fused index ops (broadcast, transpose, reshape, slice, iota),
//! gathers and scatters, and matrix products in every operand layout. Each program runs on a
//! one-device mesh through `VirtualMesh::run_compiled` and through the interpreter, on
//! inputs that include zeros, signed zeros, infinities, NaN and extreme integers.

use shardc_ir::interp::{Tensor, run_function};
use shardc_ir::op::{BinaryOp, UnaryOp};
use shardc_ir::{ElementType, Mesh, Module, TensorType, parse_module};
use shardc_runtime::{RunOptions, VirtualMesh};

const FLOATS: [ElementType; 4] = [
    ElementType::F32,
    ElementType::F64,
    ElementType::BF16,
    ElementType::F16,
];
const INTS: [ElementType; 8] = [
    ElementType::I32,
    ElementType::I64,
    ElementType::U32,
    ElementType::U64,
    ElementType::I16,
    ElementType::I8,
    ElementType::U16,
    ElementType::U8,
];

/// splitmix64: deterministic inputs.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// Inputs of type `ty`: specials first, then values of magnitude up to about 4 (floats) or
/// small and extreme integers.
fn input(ty: &TensorType, rng: &mut Rng) -> Tensor {
    let n = ty.num_elements() as usize;
    match ty.element {
        e if e.is_float() => {
            let specials = [
                0.0,
                -0.0,
                1.0,
                -1.0,
                0.5,
                f64::INFINITY,
                f64::NEG_INFINITY,
                f64::NAN,
            ];
            let values = (0..n)
                .map(|i| match specials.get(i) {
                    Some(&s) if n >= 16 => s,
                    _ => (rng.unit() - 0.5) * 8.0,
                })
                .collect();
            Tensor::from_f64(ty.clone(), values)
        }
        ElementType::I1 => Tensor::from_i64(
            ty.clone(),
            (0..n).map(|_| (rng.next() & 1) as i64).collect(),
        ),
        e => {
            // Stored values: ui32 zero-extended, ui64 as its bit pattern (-1 is its maximum).
            let (min, max) = match e {
                ElementType::I32 => (i32::MIN as i64, i32::MAX as i64),
                ElementType::U32 => (0, i64::from(u32::MAX)),
                ElementType::I16 => (i64::from(i16::MIN), i64::from(i16::MAX)),
                ElementType::U16 => (0, i64::from(u16::MAX)),
                ElementType::I8 => (i64::from(i8::MIN), i64::from(i8::MAX)),
                ElementType::U8 => (0, i64::from(u8::MAX)),
                ElementType::U64 => (i64::MIN, i64::MAX),
                _ => (i64::MIN, i64::MAX),
            };
            let specials = [0, -1, 1, min, max, 7, -7, 2];
            let values = (0..n)
                .map(|i| match specials.get(i) {
                    Some(&s) if n >= 16 => s,
                    _ => (rng.next() % 21) as i64 - 10,
                })
                .collect();
            Tensor::from_i64(ty.clone(), values)
        }
    }
}

/// Relative tolerance for results of element type `e` (the interpreter rounds every op from
/// f64; kernels compute bf16 and f16 in f32 and round when storing).
fn tolerance(e: ElementType) -> f64 {
    match e {
        ElementType::F64 => 1e-12,
        ElementType::F32 => 2e-6,
        ElementType::F16 => 2e-3,
        ElementType::BF16 => 1.6e-2,
        _ => 0.0,
    }
}

fn check_close(what: &str, want: &Tensor, got: &Tensor, scale: f64) {
    assert_eq!(want.ty, got.ty, "{what}: types");
    let tol = tolerance(want.ty.element);
    for i in 0..want.len() {
        if want.ty.element.is_float() {
            let (w, g) = (want.get_f64(i), got.get_f64(i));
            let ok = (w.is_nan() && g.is_nan())
                || w == g
                || (w - g).abs() <= tol * (w.abs().max(1.0) * scale);
            assert!(ok, "{what}: element {i} is {g}, the reference gives {w}");
        } else {
            assert_eq!(
                want.get_i64(i),
                got.get_i64(i),
                "{what}: element {i} differs"
            );
        }
    }
}

/// Runs `@main` of the one-device program made of `body` (shardc IR, ops in generic form)
/// on the interpreter and on compiled kernels, and compares the results.
fn differential(
    what: &str,
    args: &[TensorType],
    results: &[TensorType],
    body: &str,
    scale: f64,
) -> Module {
    let params: Vec<String> = args
        .iter()
        .enumerate()
        .map(|(i, t)| format!("%a{i}: {t}"))
        .collect();
    let rts: Vec<String> = results.iter().map(|t| t.to_string()).collect();
    let text = format!(
        "module @t attributes {{dist.local_view}} {{\n  dist.mesh @mesh = <[\"x\"=1]>\n  func.func @main({}) -> ({}) {{\n{body}\n  }}\n}}\n",
        params.join(", "),
        rts.join(", ")
    );
    let module: Module = parse_module(&text, "test.mlir")
        .unwrap_or_else(|d| panic!("{what}: the test program does not parse: {d}\n{text}"));
    let mut rng = Rng(what.len() as u64 * 7919 + 17);
    let inputs: Vec<Tensor> = args.iter().map(|t| input(t, &mut rng)).collect();
    let want = run_function(&module, "main", &inputs)
        .unwrap_or_else(|e| panic!("{what}: the reference fails: {e}\n{text}"));
    let vm = VirtualMesh::new(&Mesh::new([("x", 1)])).unwrap();
    let options = RunOptions::default();
    let got = vm
        .run_compiled(&module, "main", vec![inputs.clone()], &options)
        .unwrap_or_else(|e| panic!("{what}: compiled run fails: {e}\n{text}"))
        .remove(0);
    for (w, g) in want.iter().zip(&got) {
        check_close(what, w, g, scale);
    }
    // Exact kernels (`--parity`) give bitwise the interpreter's results.
    let exact = RunOptions {
        exact: true,
        ..RunOptions::default()
    };
    let got = vm
        .run_compiled(&module, "main", vec![inputs], &exact)
        .unwrap_or_else(|e| panic!("{what}: exact compiled run fails: {e}\n{text}"))
        .remove(0);
    for (w, g) in want.iter().zip(&got) {
        for i in 0..w.len() {
            let same = if w.ty.element.is_float() {
                let (a, b) = (w.get_f64(i), g.get_f64(i));
                a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
            } else {
                w.get_i64(i) == g.get_i64(i)
            };
            assert!(
                same,
                "{what}: exact kernels give {} at element {i}, the reference {}",
                g.get_f64(i),
                w.get_f64(i)
            );
        }
    }
    module
}

/// `1, 2, 3`: the elements of an `array<i64: …>` attribute.
fn comma_list(v: &[i64]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn ty(shape: &[i64], e: ElementType) -> TensorType {
    TensorType::new(shape.to_vec(), e)
}

#[test]
fn unary_ops_match_the_interpreter_on_every_type() {
    for &e in FLOATS.iter().chain(&INTS).chain(&[ElementType::I1]) {
        let t = ty(&[4, 16], e);
        for u in UnaryOp::ALL {
            let supported = if e.is_float() {
                u.accepts(e)
            } else if e == ElementType::I1 {
                u == UnaryOp::Not
            } else {
                matches!(
                    u,
                    UnaryOp::Negate
                        | UnaryOp::Abs
                        | UnaryOp::Sign
                        | UnaryOp::Not
                        | UnaryOp::Popcnt
                        | UnaryOp::CountLeadingZeros
                )
            };
            if !supported {
                continue;
            }
            let rt = if u == UnaryOp::IsFinite {
                ty(&[4, 16], ElementType::I1)
            } else {
                t.clone()
            };
            let body = format!(
                "    %r = \"hlo.{}\"(%a0) : ({t}) -> {rt}\n    return %r : {rt}",
                u.mnemonic()
            );
            // tan is steep near its poles: compare it a little more loosely.
            let scale = if u == UnaryOp::Tan { 8.0 } else { 1.0 };
            differential(
                &format!("{} on {e}", u.mnemonic()),
                std::slice::from_ref(&t),
                &[rt],
                &body,
                scale,
            );
        }
    }
}

#[test]
fn binary_ops_match_the_interpreter_on_every_type() {
    for &e in FLOATS.iter().chain(&INTS).chain(&[ElementType::I1]) {
        let t = ty(&[2, 32], e);
        for b in BinaryOp::ALL {
            use BinaryOp::*;
            let supported = if e.is_float() {
                b.accepts(e)
            } else if e == ElementType::I1 {
                matches!(b, And | Or | Xor | Add | Multiply | Maximum | Minimum)
            } else {
                !matches!(b, Power | Atan2)
            };
            if !supported {
                continue;
            }
            let body = format!(
                "    %r = \"hlo.{}\"(%a0, %a1) : ({t}, {t}) -> {t}\n    return %r : {t}",
                b.mnemonic()
            );
            differential(
                &format!("{} on {e}", b.mnemonic()),
                &[t.clone(), t.clone()],
                std::slice::from_ref(&t),
                &body,
                1.0,
            );
        }
    }
}

#[test]
fn comparisons_and_selects_match_the_interpreter() {
    for &e in FLOATS.iter().chain(&INTS).chain(&[ElementType::I1]) {
        let t = ty(&[32], e);
        let p = ty(&[32], ElementType::I1);
        for dir in ["EQ", "NE", "LT", "LE", "GT", "GE"] {
            let body = format!(
                "    %c = \"hlo.compare\"(%a0, %a1) {{comparison_direction = \"{dir}\"}} : ({t}, {t}) -> {p}\n    %r = \"hlo.select\"(%c, %a0, %a1) : ({p}, {t}, {t}) -> {t}\n    return %c, %r : {p}, {t}"
            );
            differential(
                &format!("compare {dir} on {e}"),
                &[t.clone(), t.clone()],
                &[p.clone(), t.clone()],
                &body,
                1.0,
            );
        }
    }
}

#[test]
fn every_conversion_matches_the_interpreter() {
    let all = [
        ElementType::F64,
        ElementType::F32,
        ElementType::BF16,
        ElementType::F16,
        ElementType::I64,
        ElementType::I32,
        ElementType::U64,
        ElementType::U32,
        ElementType::I1,
    ];
    for &from in &all {
        for &to in &all {
            let (a, r) = (ty(&[32], from), ty(&[32], to));
            let body = format!("    %r = \"hlo.convert\"(%a0) : ({a}) -> {r}\n    return %r : {r}");
            differential(&format!("convert {from} to {to}"), &[a], &[r], &body, 1.0);
        }
    }
}

#[test]
fn every_bitcast_matches_the_interpreter() {
    use ElementType::*;
    for (from, to) in [
        (F32, I32),
        (F32, U32),
        (I32, F32),
        (U32, F32),
        (I32, U32),
        (U32, I32),
        (F64, I64),
        (F64, U64),
        (I64, F64),
        (U64, F64),
        (U64, I64),
        (BF16, F16),
    ] {
        let (a, r) = (ty(&[32], from), ty(&[32], to));
        let body =
            format!("    %r = \"hlo.bitcast_convert\"(%a0) : ({a}) -> {r}\n    return %r : {r}");
        differential(&format!("bitcast {from} to {to}"), &[a], &[r], &body, 1.0);
    }
}

/// Shifts by every amount around the bit width (StableHLO: 0, or the sign, past it).
#[test]
fn shifts_by_the_width_and_beyond_match_the_interpreter() {
    for e in INTS {
        let width = e.int_bits() as i64;
        // All ones: -1, or the largest value of an unsigned type (a negative literal is not
        // an unsigned value).
        let all_ones = match e {
            ElementType::U32 => u32::MAX.to_string(),
            ElementType::U64 => u64::MAX.to_string(),
            ElementType::U16 => u16::MAX.to_string(),
            ElementType::U8 => u8::MAX.to_string(),
            _ => "-1".to_string(),
        };
        let amounts: Vec<String> = (0..32)
            .map(|i| match i % 8 {
                0 => (width - 1).to_string(),
                1 => width.to_string(),
                2 => (width + 1).to_string(),
                3 => all_ones.clone(),
                _ => (i % 13).to_string(),
            })
            .collect();
        let t = ty(&[32], e);
        for op in [
            "shift_left",
            "shift_right_logical",
            "shift_right_arithmetic",
        ] {
            let body = format!(
                "    %n = hlo.constant dense<[{}]> : {t}\n    %r = \"hlo.{op}\"(%a0, %n) : ({t}, {t}) -> {t}\n    return %r : {t}",
                amounts.join(", ")
            );
            differential(
                &format!("{op} on {e}"),
                std::slice::from_ref(&t),
                std::slice::from_ref(&t),
                &body,
                1.0,
            );
        }
    }
}

#[test]
fn reductions_over_every_kind_of_dimension_set_match() {
    let shape = [3, 5, 7];
    let dim_sets: [&[i64]; 6] = [&[0], &[1], &[2], &[0, 2], &[1, 2], &[0, 1, 2]];
    for &e in [
        ElementType::F32,
        ElementType::F64,
        ElementType::BF16,
        ElementType::I32,
        ElementType::I64,
    ]
    .iter()
    {
        for kind in ["add", "max", "min", "mul"] {
            for dims in dim_sets {
                let t = ty(&shape, e);
                let kept: Vec<i64> = (0..3)
                    .filter(|d| !dims.contains(d))
                    .map(|d| shape[d as usize])
                    .collect();
                let r = ty(&kept, e);
                let s = ty(&[], e);
                let init = match (kind, e.is_float()) {
                    ("add", true) => "0.0",
                    ("mul", true) => "1.0",
                    ("max", true) => "0xFF800000",
                    ("min", true) => "0x7F800000",
                    ("add", false) => "0",
                    ("mul", false) => "1",
                    ("max", false) => "-1000",
                    _ => "1000",
                };
                let init = if e.is_float() && init.starts_with("0x") {
                    if kind == "max" { "-1.0e30" } else { "1.0e30" }
                } else {
                    init
                };
                let list: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
                // Producers fused into the reduction: a scaled, shifted operand.
                let body = format!(
                    "    %i = \"hlo.constant\"() {{value = dense<{init}> : {s}}} : () -> {s}\n    %r = \"hlo.reduce\"(%a0, %i) {{dimensions = array<i64: {}>, kind = \"{kind}\"}} : ({t}, {s}) -> {r}\n    return %r : {r}",
                    list.join(", ")
                );
                // Products of many values grow: compare relative to their size.
                differential(
                    &format!("reduce {kind} over {dims:?} on {e}"),
                    std::slice::from_ref(&t),
                    &[r],
                    &body,
                    if kind == "add" { 8.0 } else { 1.0 },
                );
            }
        }
    }
}

#[test]
fn fused_index_ops_match_the_interpreter() {
    let f = ElementType::F32;
    let (x, b) = (ty(&[4, 6], f), ty(&[6], f));
    let body = format!(
        "    %bb = \"hlo.broadcast_in_dim\"(%a1) {{broadcast_dimensions = array<i64: 1>}} : ({b}) -> {x}\n    %s = \"hlo.add\"(%a0, %bb) : ({x}, {x}) -> {x}\n    %t = \"hlo.transpose\"(%s) {{permutation = array<i64: 1, 0>}} : ({x}) -> tensor<6x4xf32>\n    %r = \"hlo.reshape\"(%t) : (tensor<6x4xf32>) -> tensor<3x8xf32>\n    %sl = \"hlo.slice\"(%r) {{start_indices = array<i64: 1, 1>, limit_indices = array<i64: 3, 8>, strides = array<i64: 1, 3>}} : (tensor<3x8xf32>) -> tensor<2x3xf32>\n    %io = \"hlo.iota\"() {{iota_dimension = 1 : i64}} : () -> tensor<2x3xf32>\n    %e = \"hlo.exponential\"(%sl) : (tensor<2x3xf32>) -> tensor<2x3xf32>\n    %m = \"hlo.multiply\"(%e, %io) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>\n    return %m, %t : tensor<2x3xf32>, tensor<6x4xf32>"
    );
    differential(
        "broadcast, transpose, reshape, slice, iota",
        &[x, b],
        &[ty(&[2, 3], f), ty(&[6, 4], f)],
        &body,
        1.0,
    );
}

#[test]
fn reverse_fuses_as_an_index_map() {
    let f = ElementType::F32;
    let x = ty(&[4, 6], f);
    let body = format!(
        "    %r = \"hlo.reverse\"(%a0) {{dimensions = array<i64: 1>}} : ({x}) -> {x}\n    %t = \"hlo.transpose\"(%r) {{permutation = array<i64: 1, 0>}} : ({x}) -> tensor<6x4xf32>\n    %b = \"hlo.reverse\"(%t) {{dimensions = array<i64: 0, 1>}} : (tensor<6x4xf32>) -> tensor<6x4xf32>\n    %e = \"hlo.exponential\"(%b) : (tensor<6x4xf32>) -> tensor<6x4xf32>\n    return %e : tensor<6x4xf32>"
    );
    differential("reverse", &[x], &[ty(&[6, 4], f)], &body, 1.0);
}

#[test]
fn gathers_and_scatters_match_the_interpreter() {
    // An embedding lookup and its gradient, with out-of-range ids (clamped by the gather,
    // skipped by the scatter) among them.
    let table = ty(&[10, 4], ElementType::F32);
    let ids = ty(&[3, 5, 1], ElementType::I32);
    let rows = ty(&[3, 5, 4], ElementType::F32);
    let body = format!(
        "    %g = \"hlo.gather\"(%a0, %a1) {{offset_dims = array<i64: 2>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 2 : i64, slice_sizes = array<i64: 1, 4>}} : ({table}, {ids}) -> {rows}\n    %z = \"hlo.constant\"() {{value = dense<0.0> : {table}}} : () -> {table}\n    %s = \"hlo.scatter\"(%z, %a1, %a2) {{update_window_dims = array<i64: 2>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 2 : i64, kind = \"add\"}} : ({table}, {ids}, {rows}) -> {table}\n    return %g, %s : {rows}, {table}"
    );
    differential(
        "gather and scatter-add",
        &[table.clone(), ids, rows.clone()],
        &[rows, table],
        &body,
        1.0,
    );
}

/// A scatter whose update windows (3 wide, along a dimension the indices address) start
/// anywhere in [-10, 10]: a window that does not fit is dropped whole, as XLA drops it.
#[test]
fn scatter_windows_that_do_not_fit_are_dropped_whole() {
    let out = ty(&[4, 8], ElementType::F32);
    let ids = ty(&[16, 1], ElementType::I32);
    let upd = ty(&[16, 4, 3], ElementType::F32);
    let body = format!(
        "    %s = \"hlo.scatter\"(%a0, %a1, %a2) {{update_window_dims = array<i64: 1, 2>, scatter_dims_to_operand_dims = array<i64: 1>, index_vector_dim = 1 : i64, kind = \"add\"}} : ({out}, {ids}, {upd}) -> {out}\n    return %s : {out}"
    );
    differential(
        "scatter windows",
        &[out.clone(), ids, upd],
        &[out],
        &body,
        1.0,
    );
}

/// A `dot_general` of the product tests: operand shapes, their batch and contracting
/// dimensions, and the result's shape.
struct Product<'a> {
    lhs: &'a [i64],
    rhs: &'a [i64],
    batch: (&'a [i64], &'a [i64]),
    contracting: (&'a [i64], &'a [i64]),
    result: &'a [i64],
}

/// A product case, in the order of [`Product`]'s fields.
const fn product<'a>(
    lhs: &'a [i64],
    rhs: &'a [i64],
    batch: (&'a [i64], &'a [i64]),
    contracting: (&'a [i64], &'a [i64]),
    result: &'a [i64],
) -> Product<'a> {
    Product {
        lhs,
        rhs,
        batch,
        contracting,
        result,
    }
}

/// A product over a leading batch dimension: `[2, 5, 7] × [2, 7, 3] → [2, 5, 3]`.
const BATCHED: Product<'static> = product(
    &[2, 5, 7],
    &[2, 7, 3],
    (&[0], &[0]),
    (&[2], &[1]),
    &[2, 5, 3],
);

impl Product<'_> {
    /// The operand and result types on element type `e`.
    fn types(&self, e: ElementType) -> (TensorType, TensorType, TensorType) {
        (ty(self.lhs, e), ty(self.rhs, e), ty(self.result, e))
    }

    /// `%{name} = dot_general %a0, %a1` on element type `e`, one line of a test body.
    fn line(&self, name: &str, e: ElementType) -> String {
        let attr = |key: &str, xs: &[i64]| {
            let list: Vec<String> = xs.iter().map(|x| x.to_string()).collect();
            (!xs.is_empty()).then(|| format!("{key} = array<i64: {}>", list.join(", ")))
        };
        let attrs: Vec<String> = [
            attr("lhs_batching_dimensions", self.batch.0),
            attr("rhs_batching_dimensions", self.batch.1),
            attr("lhs_contracting_dimensions", self.contracting.0),
            attr("rhs_contracting_dimensions", self.contracting.1),
        ]
        .into_iter()
        .flatten()
        .collect();
        let (lt, rt, ot) = self.types(e);
        format!(
            "    %{name} = \"hlo.dot_general\"(%a0, %a1) {{{}}} : ({lt}, {rt}) -> {ot}\n",
            attrs.join(", ")
        )
    }
}

#[test]
fn matrix_products_in_every_layout_match_the_interpreter() {
    let cases = [
        product(&[5, 7], &[7, 3], (&[], &[]), (&[1], &[0]), &[5, 3]),
        product(&[7, 5], &[7, 3], (&[], &[]), (&[0], &[0]), &[5, 3]),
        product(&[5, 7], &[3, 7], (&[], &[]), (&[1], &[1]), &[5, 3]),
        BATCHED,
        // Batch dimension not leading: copied into a canonical layout first.
        product(
            &[5, 2, 7],
            &[7, 2, 3],
            (&[1], &[1]),
            (&[2], &[0]),
            &[2, 5, 3],
        ),
        product(&[4, 0], &[0, 3], (&[], &[]), (&[1], &[0]), &[4, 3]),
    ];
    for e in [ElementType::F32, ElementType::F64] {
        for (i, case) in cases.iter().enumerate() {
            let (lt, rt, ot) = case.types(e);
            let body = format!("{}    return %r : {ot}", case.line("r", e));
            differential(
                &format!("dot_general case {i} on {e}"),
                &[lt, rt],
                &[ot],
                &body,
                8.0,
            );
        }
    }
}

/// Row reductions fused into their consumers (softmax, layer norm, a full normalization):
/// reductions over the innermost one, two or all dimensions, read back through broadcasts.
#[test]
fn row_reductions_fused_into_their_consumers_match_the_interpreter() {
    let f = ElementType::F32;
    for (shape, dims) in [
        (&[3i64, 5, 7][..], &[2i64][..]),
        (&[3, 5, 7], &[1, 2]),
        (&[3, 5, 7], &[0, 1, 2]),
        (&[4, 9], &[1]),
    ] {
        let t = ty(shape, f);
        let rank = shape.len();
        let kept: Vec<i64> = shape[..rank - dims.len()].to_vec();
        let r = ty(&kept, f);
        let bdims: Vec<i64> = (0..kept.len() as i64).collect();
        let count: i64 = dims.iter().map(|&d| shape[d as usize]).product();
        let bc = |name: &str, v: &str| {
            format!(
                "    %{name} = \"hlo.broadcast_in_dim\"(%{v}) {{broadcast_dimensions = {}}} : ({r}) -> {t}\n",
                if bdims.is_empty() {
                    "array<i64>".to_string()
                } else {
                    format!("array<i64: {}>", comma_list(&bdims))
                }
            )
        };
        let red = |name: &str, x: &str, init: &str, kind: &str| {
            format!(
                "    %{name} = \"hlo.reduce\"(%{x}, %{init}) {{dimensions = array<i64: {}>, kind = \"{kind}\"}} : ({t}, tensor<f32>) -> {r}\n",
                comma_list(dims)
            )
        };
        let mut body = String::new();
        body += "    %zero = \"hlo.constant\"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>\n";
        body += "    %ninf = \"hlo.constant\"() {value = dense<-1.0e30> : tensor<f32>} : () -> tensor<f32>\n";
        body += &format!(
            "    %n = \"hlo.constant\"() {{value = dense<{count}.0> : {t}}} : () -> {t}\n"
        );
        body +=
            &format!("    %eps = \"hlo.constant\"() {{value = dense<1.0e-5> : {t}}} : () -> {t}\n");
        // softmax
        body += &red("m", "a0", "ninf", "max");
        body += &bc("mb", "m");
        body += &format!("    %d = \"hlo.subtract\"(%a0, %mb) : ({t}, {t}) -> {t}\n");
        body += &format!("    %e = \"hlo.exponential\"(%d) : ({t}) -> {t}\n");
        body += &red("z", "e", "zero", "add");
        body += &bc("zb", "z");
        body += &format!("    %p = \"hlo.divide\"(%e, %zb) : ({t}, {t}) -> {t}\n");
        // layer norm of a1 (with a scale that is not an argument of the rows)
        body += &red("s", "a1", "zero", "add");
        body += &bc("sb", "s");
        body += &format!("    %mean = \"hlo.divide\"(%sb, %n) : ({t}, {t}) -> {t}\n");
        body += &format!("    %c = \"hlo.subtract\"(%a1, %mean) : ({t}, {t}) -> {t}\n");
        body += &format!("    %c2 = \"hlo.multiply\"(%c, %c) : ({t}, {t}) -> {t}\n");
        body += &red("v", "c2", "zero", "add");
        body += &bc("vb", "v");
        body += &format!("    %var = \"hlo.divide\"(%vb, %n) : ({t}, {t}) -> {t}\n");
        body += &format!("    %ve = \"hlo.add\"(%var, %eps) : ({t}, {t}) -> {t}\n");
        body += &format!("    %rs = \"hlo.rsqrt\"(%ve) : ({t}) -> {t}\n");
        body += &format!("    %ln = \"hlo.multiply\"(%c, %rs) : ({t}, {t}) -> {t}\n");
        body += &format!("    return %p, %ln : {t}, {t}");
        differential(
            &format!("softmax and layer norm over {dims:?} of {shape:?}"),
            &[t.clone(), t.clone()],
            &[t.clone(), t.clone()],
            &body,
            4.0,
        );
    }
}

/// The composites: GELU (both forms) is elementwise; softmax and layer norm over the
/// innermost dimension are kernels with row reductions; over another dimension they run on
/// the host. Every float type.
#[test]
fn composites_match_the_interpreter() {
    for e in FLOATS {
        let t = ty(&[3, 4, 9], e);
        let v = ty(&[9], e);
        let v4 = ty(&[4], e);
        let body = format!(
            "    %g = \"hlo.gelu\"(%a0) {{approximate = true}} : ({t}) -> {t}\n    %h = \"hlo.gelu\"(%a0) {{approximate = false}} : ({t}) -> {t}\n    %s = \"hlo.softmax\"(%a0) {{dimension = 2 : i64}} : ({t}) -> {t}\n    %s1 = \"hlo.softmax\"(%a0) {{dimension = 1 : i64}} : ({t}) -> {t}\n    %l = \"hlo.layer_norm\"(%a0, %a1, %a2) {{dimension = 2 : i64, epsilon = 1.0e-5 : f64}} : ({t}, {v}, {v}) -> {t}\n    %l1 = \"hlo.layer_norm\"(%a0, %a3, %a3) {{dimension = 1 : i64, epsilon = 1.0e-5 : f64}} : ({t}, {v4}, {v4}) -> {t}\n    return %g, %h, %s, %s1, %l, %l1 : {t}, {t}, {t}, {t}, {t}, {t}"
        );
        differential(
            &format!("composites on {e}"),
            &[t.clone(), v.clone(), v.clone(), v4.clone()],
            &[
                t.clone(),
                t.clone(),
                t.clone(),
                t.clone(),
                t.clone(),
                t.clone(),
            ],
            &body,
            4.0,
        );
    }
}

/// Products in mixed precision: bf16 and f16 operands (widened by a kernel), f32 results from
/// bf16 operands (JAX's `preferred_element_type`), a bf16 result rounded once.
#[test]
fn mixed_precision_products_match_the_interpreter() {
    use ElementType::*;
    for (a, b, r) in [
        (BF16, BF16, F32),
        (BF16, BF16, BF16),
        (F16, F32, F32),
        (BF16, F64, F64),
        (F32, F32, BF16),
    ] {
        let (lt, rt, ot) = (ty(&[6, 10], a), ty(&[10, 5], b), ty(&[6, 5], r));
        let body = format!(
            "    %r = \"hlo.dot_general\"(%a0, %a1) {{lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>}} : ({lt}, {rt}) -> {ot}\n    return %r : {ot}"
        );
        differential(
            &format!("dot {a} x {b} -> {r}"),
            &[lt, rt],
            &[ot],
            &body,
            8.0,
        );
    }
}

/// GEMM epilogues: a product scaled by a constant (divide, multiply), then added to a buffer
/// still needed later (copied first) or to one that dies there (the product is written over
/// it).
#[test]
fn gemm_epilogues_match_the_interpreter() {
    for e in [ElementType::F32, ElementType::F64] {
        let (a, b, c) = (ty(&[6, 8], e), ty(&[8, 5], e), ty(&[6, 5], e));
        let s = ty(&[], e);
        let dot = |x: &str, y: &str| {
            format!(
                "\"hlo.dot_general\"(%{x}, %{y}) {{lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>}} : ({a}, {b}) -> {c}"
            )
        };
        let body = format!(
            "    %p = {}\n    %k = \"hlo.constant\"() {{value = dense<0.25> : {c}}} : () -> {c}\n    %sc = \"hlo.divide\"(%p, %k) : ({c}, {c}) -> {c}\n    %q = {}\n    %h = \"hlo.constant\"() {{value = dense<3.0> : {s}}} : () -> {s}\n    %hb = \"hlo.broadcast_in_dim\"(%h) {{broadcast_dimensions = array<i64>}} : ({s}) -> {c}\n    %m = \"hlo.multiply\"(%hb, %q) : ({c}, {c}) -> {c}\n    %u = \"hlo.add\"(%m, %a2) : ({c}, {c}) -> {c}\n    %w = {}\n    %z = {}\n    %v = \"hlo.add\"(%z, %w) : ({c}, {c}) -> {c}\n    return %sc, %u, %v, %a2 : {c}, {c}, {c}, {c}",
            dot("a0", "a1"),
            dot("a0", "a3"),
            dot("a4", "a1"),
            dot("a4", "a3"),
        );
        let module = differential(
            &format!("gemm epilogues on {e}"),
            &[a.clone(), b.clone(), c.clone(), b.clone(), a.clone()],
            &[c.clone(), c.clone(), c.clone(), c.clone()],
            &body,
            8.0,
        );
        // The epilogues were taken: scale 4, scale 3 with a kept buffer added, and a dying
        // buffer added in place.
        let prog = shardc_runtime::compiled::lower_checked(&module, "main").unwrap();
        let gemms: Vec<(f64, Option<usize>, usize)> = prog
            .steps
            .iter()
            .filter_map(|s| match s {
                shardc_backend::exec::Step::Gemm {
                    scale,
                    accumulate,
                    output,
                    ..
                } => Some((*scale, *accumulate, *output)),
                _ => None,
            })
            .collect();
        assert_eq!(gemms.len(), 4, "{gemms:?}");
        assert_eq!((gemms[0].0, gemms[0].1.is_some()), (4.0, false));
        assert_eq!((gemms[1].0, gemms[1].1.is_some()), (3.0, true));
        let (_, acc, out) = gemms[3];
        let acc = acc.expect("the last product accumulates");
        assert_eq!(prog.buffers[acc].slot, prog.buffers[out].slot, "in place");
    }
}

/// A product read only through a transpose of its free blocks (JAX's weight gradients) is
/// computed transposed, its operands trading places: on every layout, with a batch
/// dimension, in a narrow type and under an SGD-style epilogue, the results match the
/// interpreter and no kernel walks the product's columns (the transpose is no step of its
/// own); a transpose the product cannot absorb (its batch moved) still matches.
#[test]
fn products_read_through_a_transpose_are_computed_transposed() {
    // (product, permutation of its result)
    let cases = [
        (
            product(&[5, 7], &[7, 3], (&[], &[]), (&[1], &[0]), &[5, 3]),
            &[1, 0][..],
        ),
        (
            product(&[7, 5], &[7, 3], (&[], &[]), (&[0], &[0]), &[5, 3]),
            &[1, 0],
        ),
        (
            product(&[5, 7], &[3, 7], (&[], &[]), (&[1], &[1]), &[5, 3]),
            &[1, 0],
        ),
        (
            product(&[7, 5], &[3, 7], (&[], &[]), (&[0], &[1]), &[5, 3]),
            &[1, 0],
        ),
        (BATCHED, &[0, 2, 1]),
        // The batch moved: not the swapped product.
        (BATCHED, &[2, 0, 1]),
    ];
    for e in [ElementType::F32, ElementType::F64, ElementType::BF16] {
        for (i, (case, perm)) in cases.iter().enumerate() {
            let (lt, rt, ot) = case.types(e);
            let tt = ty(
                &perm
                    .iter()
                    .map(|&p| case.result[p as usize])
                    .collect::<Vec<_>>(),
                e,
            );
            let perm_list: Vec<String> = perm.iter().map(|x| x.to_string()).collect();
            let perm_list = perm_list.join(", ");
            let s = ty(&[], e);
            let body = format!(
                "{}    %t = \"hlo.transpose\"(%r) {{permutation = array<i64: {perm_list}>}} : ({ot}) -> {tt}\n{}    %t2 = \"hlo.transpose\"(%r2) {{permutation = array<i64: {perm_list}>}} : ({ot}) -> {tt}\n    %lr = \"hlo.constant\"() {{value = dense<0.01> : {s}}} : () -> {s}\n    %lb = \"hlo.broadcast_in_dim\"(%lr) {{broadcast_dimensions = array<i64>}} : ({s}) -> {tt}\n    %g = \"hlo.multiply\"(%lb, %t2) : ({tt}, {tt}) -> {tt}\n    %w = \"hlo.subtract\"(%a2, %g) : ({tt}, {tt}) -> {tt}\n    return %t, %w : {tt}, {tt}",
                case.line("r", e),
                case.line("r2", e),
            );
            let what = format!("transposed product case {i} on {e}");
            let module = differential(&what, &[lt, rt, tt.clone()], &[tt.clone(), tt], &body, 8.0);
            let prog = shardc_runtime::compiled::lower_checked(&module, "main").unwrap();
            // Loads of a product's buffer through an index other than the kernel's own
            // loop order: a transpose left to walk the product's columns.
            use shardc_backend::exec::{IndexExpr, Node, Step};
            let in_order = |index: &[IndexExpr]| {
                index
                    .iter()
                    .enumerate()
                    .all(|(d, x)| matches!(x, IndexExpr::Var(v) if *v == d))
            };
            let mut products: Vec<usize> = prog
                .steps
                .iter()
                .filter_map(|s| match s {
                    Step::Gemm { output, .. } => Some(*output),
                    _ => None,
                })
                .collect();
            let mut walks = 0;
            for step in &prog.steps {
                let Step::Launch {
                    kernel,
                    inputs,
                    output,
                    ..
                } = step
                else {
                    continue;
                };
                let nodes = &prog.kernels[*kernel].nodes;
                // A narrow product's rounding keeps its layout: its buffer is a product too.
                if let [Node::Load { param, index }, Node::Convert { x: 0, .. }] = &nodes[..]
                    && products.contains(&inputs[*param])
                    && in_order(index)
                {
                    products.push(*output);
                }
                for node in nodes {
                    if let Node::Load { param, index } = node
                        && products.contains(&inputs[*param])
                        && !in_order(index)
                    {
                        walks += 1;
                    }
                }
            }
            let absorbed = i < 5;
            assert_eq!(walks == 0, absorbed, "{what}: {walks} transposed loads");
        }
    }
}

/// Whether `module`'s `@main` lowers with no step on the host (every op a kernel, a GEMM or
/// a collective).
fn host_steps(module: &Module) -> usize {
    use shardc_backend::exec::Step;
    let prog = shardc_runtime::compiled::lower_checked(module, "main").unwrap();
    prog.steps
        .iter()
        .filter(|s| matches!(s, Step::Host { .. }))
        .count()
}

#[test]
fn concatenations_and_paddings_are_kernels_that_match_the_interpreter() {
    // On every element type: three operands joined along the middle dimension, then padded
    // with edges (one negative: a crop) and interior padding, and an exponential read of
    // the padding fused behind it (floats).
    for &e in FLOATS.iter().chain(&INTS).chain(&[ElementType::I1]) {
        let (a, b, c) = (ty(&[2, 3, 4], e), ty(&[2, 1, 4], e), ty(&[2, 2, 4], e));
        let j = ty(&[2, 6, 4], e);
        let s = ty(&[], e);
        // dims: 2 -> 2 + 1 + 0 + 1 (low 1, high 0, interior 1 over 2 elements: 1 + 3 + 0 = 4)
        //       6 -> 6 - 1 + 2 (crop one low, two high)
        //       4 -> 4 + 3·2 + 1 + 0 (interior 2, low 1)
        let p = ty(&[4, 7, 11], e);
        let tail = if e.is_float() {
            format!("    %x = \"hlo.exponential\"(%p) : ({p}) -> {p}\n    return %j, %x : {j}, {p}")
        } else {
            format!("    return %j, %p : {j}, {p}")
        };
        let body = format!(
            "    %j = \"hlo.concatenate\"(%a0, %a1, %a2) {{dimension = 1 : i64}} : ({a}, {b}, {c}) -> {j}\n    %p = \"hlo.pad\"(%j, %a3) {{edge_padding_low = array<i64: 1, -1, 1>, edge_padding_high = array<i64: 0, 2, 0>, interior_padding = array<i64: 1, 0, 2>}} : ({j}, {s}) -> {p}\n{tail}"
        );
        let m = differential(
            &format!("concatenate and pad on {e}"),
            &[a, b, c, s],
            &[j, p],
            &body,
            1.0,
        );
        assert_eq!(
            host_steps(&m),
            0,
            "concatenate and pad on {e} ran on the host"
        );
    }
}

#[test]
fn random_concatenations_and_paddings_match_the_interpreter() {
    // Random shapes, dimensions and paddings (negative edges, interior padding, operands of
    // one element), each fused with an elementwise consumer of the result.
    let f = ElementType::F32;
    let mut rng = Rng(20_261_204);
    let mut pick = |n: u64| (rng.next() % n) as i64;
    for case in 0..60 {
        let rank = 1 + pick(3) as usize;
        let shape: Vec<i64> = (0..rank).map(|_| 1 + pick(4)).collect();
        let d = pick(rank as u64) as usize;
        let parts = 1 + pick(3) as usize;
        let operands: Vec<TensorType> = (0..parts)
            .map(|_| {
                let mut s = shape.clone();
                s[d] = 1 + pick(3);
                ty(&s, f)
            })
            .collect();
        let mut joined = shape.clone();
        joined[d] = operands.iter().map(|t| t.shape[d]).sum();
        let jt = ty(&joined, f);
        let (mut low, mut high, mut interior) = (vec![], vec![], vec![]);
        let mut padded = joined.clone();
        for (k, &n) in joined.iter().enumerate() {
            let i = pick(3);
            let full = n + (n - 1) * i;
            let l = pick(4) - 1;
            // Crop at most what leaves one element.
            let h = (pick(4) - 1).max(1 - full - l);
            low.push(l);
            high.push(h);
            interior.push(i);
            padded[k] = full + l + h;
        }
        let pt = ty(&padded, f);
        let names: Vec<String> = (0..parts).map(|i| format!("%a{i}")).collect();
        let types: Vec<String> = operands.iter().map(|t| t.to_string()).collect();
        let s = ty(&[], f);
        let body = format!(
            "    %j = \"hlo.concatenate\"({}) {{dimension = {d} : i64}} : ({}) -> {jt}\n    %p = \"hlo.pad\"(%j, %a{parts}) {{edge_padding_low = array<i64: {}>, edge_padding_high = array<i64: {}>, interior_padding = array<i64: {}>}} : ({jt}, {s}) -> {pt}\n    %t = \"hlo.tanh\"(%p) : ({pt}) -> {pt}\n    return %t : {pt}",
            names.join(", "),
            types.join(", "),
            comma_list(&low),
            comma_list(&high),
            comma_list(&interior),
        );
        let mut args = operands.clone();
        args.push(s);
        let m = differential(&format!("random case {case}"), &args, &[pt], &body, 1.0);
        assert_eq!(host_steps(&m), 0, "random case {case} ran on the host");
    }
}

#[test]
fn convolutions_are_kernels_that_match_the_interpreter() {
    // Random convolutions over two spatial dimensions: strides, paddings (negative ones
    // crop), input and kernel dilations, feature groups, every float type, in two layouts
    // (NHWC × HWIO → NHWC, and JAX's weight-gradient form [f, 0, 1, b] × [i, 0, 1, o] →
    // [0, 1, b, f]); exact kernels must match bitwise.
    let mut rng = Rng(4_122_026);
    let mut pick = |n: u64| (rng.next() % n) as i64;
    for case in 0..48 {
        let e = FLOATS[case % FLOATS.len()];
        let transposed = case % 3 == 2;
        let groups = 1 + pick(2);
        let (batch, kin, per_group) = (1 + pick(2), 1 + pick(3), 1 + pick(2));
        let (cin, cout) = (kin * groups, per_group * groups);
        let mut spatial = Vec::new();
        let (mut strides, mut low, mut high, mut ldil, mut rdil, mut window, mut out) =
            (vec![], vec![], vec![], vec![], vec![], vec![], vec![]);
        for _ in 0..2 {
            let size = 1 + pick(5);
            let (w, ld, rd, st) = (1 + pick(3), 1 + pick(2), 1 + pick(2), 1 + pick(2));
            let dilated = (size - 1) * ld + 1;
            let reach = (w - 1) * rd + 1;
            let (mut l, mut h) = (pick(4) - 1, pick(4) - 1);
            // Enough padding for one window.
            while dilated + l + h < reach {
                l += 1;
                h += 1;
            }
            spatial.push(size);
            window.push(w);
            strides.push(st);
            ldil.push(ld);
            rdil.push(rd);
            low.push(l);
            high.push(h);
            out.push((dilated + l + h - reach) / st + 1);
        }
        let (x, k, o, dims) = if transposed {
            (
                ty(&[cin, spatial[0], spatial[1], batch], e),
                ty(&[kin, window[0], window[1], cout], e),
                ty(&[out[0], out[1], batch, cout], e),
                "input_batch_dimension = 3 : i64, input_feature_dimension = 0 : i64, input_spatial_dimensions = array<i64: 1, 2>, kernel_input_feature_dimension = 0 : i64, kernel_output_feature_dimension = 3 : i64, kernel_spatial_dimensions = array<i64: 1, 2>, output_batch_dimension = 2 : i64, output_feature_dimension = 3 : i64, output_spatial_dimensions = array<i64: 0, 1>",
            )
        } else {
            (
                ty(&[batch, spatial[0], spatial[1], cin], e),
                ty(&[window[0], window[1], kin, cout], e),
                ty(&[batch, out[0], out[1], cout], e),
                "input_batch_dimension = 0 : i64, input_feature_dimension = 3 : i64, input_spatial_dimensions = array<i64: 1, 2>, kernel_input_feature_dimension = 2 : i64, kernel_output_feature_dimension = 3 : i64, kernel_spatial_dimensions = array<i64: 0, 1>, output_batch_dimension = 0 : i64, output_feature_dimension = 3 : i64, output_spatial_dimensions = array<i64: 1, 2>",
            )
        };
        let pair = |v: &[i64]| format!("{}, {}", v[0], v[1]);
        let body = format!(
            "    %c = hlo.convolution %a0, %a1 {{{dims}, window_strides = array<i64: {}>, padding_low = array<i64: {}>, padding_high = array<i64: {}>, lhs_dilation = array<i64: {}>, rhs_dilation = array<i64: {}>, feature_group_count = {groups} : i64}} : ({x}, {k}) -> {o}\n    return %c : {o}",
            pair(&strides),
            pair(&low),
            pair(&high),
            pair(&ldil),
            pair(&rdil),
        );
        let what = format!("convolution case {case} on {e}");
        let m = differential(&what, &[x, k], &[o], &body, 4.0);
        assert_eq!(host_steps(&m), 0, "{what} ran on the host");
    }
}

#[test]
fn select_and_scatters_are_kernels_that_match_the_interpreter() {
    // Random select-and-scatters (max pooling's gradient and its variants) of rank-3
    // operands: windows, strides and paddings (negative ones crop), every selection
    // direction, sums and products, float and integer types; half the operands are floored
    // first, so that windows hold ties and the first chosen position counts. Integer ones
    // must match bitwise; exact kernels leave float ones to the host (the reference rounds
    // every step).
    let mut rng = Rng(202_612_043);
    let mut pick = |n: u64| (rng.next() % n) as i64;
    let types = [
        ElementType::F32,
        ElementType::F64,
        ElementType::BF16,
        ElementType::I32,
    ];
    for case in 0..64 {
        let e = types[case % types.len()];
        let select = ["GE", "GT", "LE", "LT"][(case / types.len()) % 4];
        let kind = if case % 5 == 4 { "mul" } else { "add" };
        let (mut shape, mut window, mut strides, mut low, mut high, mut out) =
            (vec![], vec![], vec![], vec![], vec![], vec![]);
        for _ in 0..3 {
            let n = 1 + pick(6);
            // Windows up to 4 (4·4·4 = 64 positions, the kernels' most) over strides up
            // to 3: an element lies in up to ⌈window / stride⌉ windows per dimension, at
            // offsets congruent to its padded position modulo the stride.
            let (w, st) = (1 + pick(4), 1 + pick(3));
            let (mut l, mut h) = (pick(2), pick(2));
            if pick(5) == 0 {
                l = -1 - pick(2);
            }
            while n + l + h < w {
                h += 1;
            }
            shape.push(n);
            window.push(w);
            strides.push(st);
            low.push(l);
            high.push(h);
            out.push((n + l + h - w) / st + 1);
        }
        let (x, src, init) = (ty(&shape, e), ty(&out, e), ty(&[], e));
        let floored = e.is_float() && case % 2 == 0;
        let operand = if floored {
            format!("    %x = hlo.floor %a0 : {x}\n")
        } else {
            String::new()
        };
        let body = format!(
            "{operand}    %r = hlo.select_and_scatter {}, %a1, %a2 {{window_dimensions = array<i64: {}>, window_strides = array<i64: {}>, padding_low = array<i64: {}>, padding_high = array<i64: {}>, select = \"{select}\", kind = \"{kind}\"}} : ({x}, {src}, {init}) -> {x}\n    return %r : {x}",
            if floored { "%x" } else { "%a0" },
            comma_list(&window),
            comma_list(&strides),
            comma_list(&low),
            comma_list(&high),
        );
        let what = format!("select-and-scatter case {case} ({select}, {kind} on {e})");
        let m = differential(&what, &[x.clone(), src, init], &[x], &body, 4.0);
        assert_eq!(host_steps(&m), 0, "{what} ran on the host");
    }
}

#[test]
fn window_reductions_are_kernels_that_match_the_interpreter() {
    // Random window reductions of rank-3 operands: windows, strides, dilations and paddings
    // (padding takes the init value), every combiner, float and integer types; exact kernels
    // must match bitwise (the reference combines in window order, rounding each step).
    let mut rng = Rng(202_612_042);
    let mut pick = |n: u64| (rng.next() % n) as i64;
    let types = [
        ElementType::F32,
        ElementType::F64,
        ElementType::BF16,
        ElementType::I32,
        ElementType::U8,
    ];
    for case in 0..48 {
        let e = types[case % types.len()];
        let kind = ["add", "max", "min", "mul"][(case / types.len()) % 4];
        let (mut shape, mut window, mut strides, mut dil, mut low, mut high, mut out) =
            (vec![], vec![], vec![], vec![], vec![], vec![], vec![]);
        for _ in 0..3 {
            let n = 1 + pick(5);
            let (w, st, dl) = (1 + pick(3), 1 + pick(2), 1 + pick(2));
            let reach = (w - 1) * dl + 1;
            let (mut l, mut h) = (pick(3), pick(3));
            while n + l + h < reach {
                h += 1;
            }
            if l > 0 && pick(4) == 0 {
                l = -1;
                while n + l + h < reach {
                    h += 1;
                }
            }
            shape.push(n);
            window.push(w);
            strides.push(st);
            dil.push(dl);
            low.push(l);
            high.push(h);
            out.push((n + l + h - reach) / st + 1);
        }
        let (x, s, o) = (ty(&shape, e), ty(&[], e), ty(&out, e));
        let body = format!(
            "    %r = hlo.reduce_window %a0, %a1 {{window_dimensions = array<i64: {}>, window_strides = array<i64: {}>, window_dilations = array<i64: {}>, padding_low = array<i64: {}>, padding_high = array<i64: {}>, kind = \"{kind}\"}} : ({x}, {s}) -> {o}\n    return %r : {o}",
            comma_list(&window),
            comma_list(&strides),
            comma_list(&dil),
            comma_list(&low),
            comma_list(&high),
        );
        let what = format!("window reduction case {case} ({kind} on {e})");
        let m = differential(&what, &[x, s], &[o], &body, 4.0);
        assert_eq!(host_steps(&m), 0, "{what} ran on the host");
    }
}
