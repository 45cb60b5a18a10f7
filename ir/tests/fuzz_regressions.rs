//! Inputs that crashed the `parse` fuzz target (`fuzz/`) or that review found would, minimized.
//! Each runs the target's property: parsing gives a module or a diagnostic, never a panic;
//! a parsed module verifies or gets diagnostics and prints in both forms; a module that
//! verifies round-trips through both printed forms.

use shardc_ir::{Form, parse_module, print_module, verify_module};

/// What became of an input.
#[derive(Debug)]
enum Outcome {
    /// The parse error.
    ParseError(String),
    /// The verifier's messages (empty: the module verified and round-tripped).
    Verified(Vec<String>),
}

fn run(text: &str) -> Outcome {
    let module = match parse_module(text, "fuzz.mlir") {
        Ok(m) => m,
        Err(d) => return Outcome::ParseError(d.to_string()),
    };
    let diags: Vec<String> = verify_module(&module)
        .iter()
        .map(ToString::to_string)
        .collect();
    for form in [Form::Pretty, Form::Generic] {
        let printed = print_module(&module, form);
        if !diags.is_empty() {
            continue;
        }
        let reparsed = parse_module(&printed, "printed.mlir")
            .unwrap_or_else(|d| panic!("printed {form:?} form does not parse: {d}\n{printed}"));
        assert!(verify_module(&reparsed).is_empty(), "{printed}");
        assert_eq!(print_module(&reparsed, form), printed, "{form:?} fixpoint");
    }
    Outcome::Verified(diags)
}

#[track_caller]
fn assert_parse_error(text: &str, needle: &str) {
    match run(text) {
        Outcome::ParseError(e) => assert!(e.contains(needle), "{e}"),
        other => panic!("expected a parse error containing {needle:?}, got {other:?}"),
    }
}

#[track_caller]
fn assert_verify_error(text: &str, needle: &str) {
    match run(text) {
        Outcome::Verified(d) => assert!(
            d.iter().any(|m| m.contains(needle)),
            "expected a diagnostic containing {needle:?}, got {d:?}"
        ),
        other => panic!("expected verifier errors, got {other:?}"),
    }
}

#[track_caller]
fn assert_round_trips(text: &str) {
    match run(text) {
        Outcome::Verified(d) if d.is_empty() => {}
        other => panic!("expected a valid module, got {other:?}"),
    }
}

// Found by the fuzzer: an opaque attribute with unbalanced braces in its body (`#tg<m{"x"]>`)
// parsed, but the generic form's region skipping counts braces, so the printed generic form
// did not parse back. Opaque attribute bodies must now nest (), [], {} and <> properly.
#[test]
fn opaque_attribute_with_unbalanced_brackets_is_rejected() {
    assert_parse_error(
        "func.func @t() -> tensor<4x2xf32> {\n  %0= hlo.constant {jax.s= #tg<mes{\"x\"]>} dense<1.0> : tensor<4x2xf32>\n  return %0 : tensor<4x2xf32>\n}\n",
        "expected '}' in the attribute body, found ']'",
    );
    assert_parse_error(
        "module attributes {a.b = #x<)>} {\n}\n",
        "expected '>' in the attribute body, found ')'",
    );
    assert_parse_error("module attributes {a.b = #x<{>} {\n}\n", "found '>'");
}

#[test]
fn opaque_attribute_with_nested_brackets_round_trips() {
    assert_round_trips(
        "func.func @t() -> tensor<2xf32> {\n  %0 = hlo.constant {jax.s = #tg<m{\"x\"}[1, (2)]<a -> b>>} dense<1.0> : tensor<2xf32>\n  return %0 : tensor<2xf32>\n}\n",
    );
    assert_round_trips("module attributes {a.b = #x<a{b}[c](d)<e>>, c.d = #y<->>} {\n}\n");
}

// Hex data for a tensor with more elements than fit in memory: `n * byte_width` overflowed.
#[test]
fn hex_dense_elements_for_a_huge_tensor() {
    assert_parse_error(
        "func.func @f() -> tensor<9223372036854775807xf32> {\n  %0 = hlo.constant dense<\"0x00\"> : tensor<9223372036854775807xf32>\n  return %0 : tensor<9223372036854775807xf32>\n}\n",
        "hex data has 1 bytes",
    );
}

// The product of mesh axis sizes overflowed i64 in `Sharding::dim_split`.
#[test]
fn sharding_over_axes_whose_product_overflows() {
    assert_verify_error(
        "dist.mesh @m = <[\"x\"=4294967296, \"y\"=4294967296]>\nfunc.func @f(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@m, [{\"x\", \"y\"}]>}) -> tensor<8xf32> {\n  return %a : tensor<8xf32>\n}\n",
        "devices (the product of its axis sizes)",
    );
}

// Slice with a huge stride: `l - s + st - 1` overflowed.
#[test]
fn slice_with_huge_stride() {
    assert_round_trips(
        "func.func @f(%x: tensor<8xf32>) -> tensor<1xf32> {\n  %0 = hlo.slice %x {start_indices = array<i64: 0>, limit_indices = array<i64: 8>, strides = array<i64: 9223372036854775807>} : (tensor<8xf32>) -> tensor<1xf32>\n  return %0 : tensor<1xf32>\n}\n",
    );
}

// A collective whose operand sharding has the wrong rank indexed past its dimensions.
#[test]
fn collective_with_operand_sharding_of_wrong_rank() {
    assert_verify_error(
        "dist.mesh @m = <[\"x\"=2]>\nfunc.func @f(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@m, [{\"x\"}]>}) -> tensor<8x8xf32> {\n  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{}, {}]>, dist.sharding = #dist.sharding<@m, [{}, {}]>} : tensor<8x8xf32>\n  return %0 : tensor<8x8xf32>\n}\n",
        "sharding has 1 dimension(s) but the tensor has rank 2",
    );
}

// all_to_all with an out-of-range source dimension indexed past the sharding's dimensions.
#[test]
fn all_to_all_with_out_of_range_dimension() {
    assert_verify_error(
        "dist.mesh @m = <[\"x\"=2]>\nfunc.func @f(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@m, [{\"x\"}, {}]>}) -> tensor<8x8xf32> {\n  %0 = dist.all_to_all %a {source_dim = 5, target_dim = 1, axes = #dist.axes<{\"x\"}>, dist.sharding = #dist.sharding<@m, [{}, {\"x\"}]>} : tensor<8x8xf32>\n  return %0 : tensor<8x8xf32>\n}\n",
        "source_dim 5 is out of range for rank 2",
    );
}

// In a local-view module, `dist.recv` (a collective without operands) indexed operand 0.
#[test]
fn local_view_recv() {
    assert_round_trips(
        "module attributes {dist.local_view} {\n  dist.mesh @m = <[\"x\"=2]>\n  func.func @f(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {\n    \"dist.send\"(%a) {channel = 1} : (tensor<8x8xf32>) -> ()\n    %0 = dist.recv {channel = 1, dist.sharding = #dist.sharding<@m, [{}, {\"x\"}]>} : () -> tensor<8x8xf32>\n    return %0 : tensor<8x8xf32>\n  }\n}\n",
    );
}

// In a local-view module, gathering over huge axes overflowed the local shape.
#[test]
fn local_view_all_gather_over_huge_axes() {
    assert_verify_error(
        "module attributes {dist.local_view} {\n  dist.mesh @m = <[\"x\"=4294967296, \"y\"=4294967296]>\n  func.func @f(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {\n    %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{\"x\", \"y\"}, {}]>, dist.sharding = #dist.sharding<@m, [{}, {}]>} : tensor<8x8xf32>\n    return %0 : tensor<8x8xf32>\n  }\n}\n",
        "produces tensor<9223372036854775807x8xf32>",
    );
}

// The verifier's call-cycle search recursed once per call: a long call chain overflowed the
// stack (30000 functions overflowed an 8 MiB main thread in debug builds; test threads have
// 2 MiB).
#[test]
fn long_call_chain_does_not_overflow_the_stack() {
    let n = 20_000;
    let mut text = String::new();
    for i in 0..n {
        text.push_str(&format!(
            "func.func @f{i}(%a: tensor<f32>) -> tensor<f32> {{\n"
        ));
        if i + 1 < n {
            text.push_str(&format!(
                "  %0 = func.call @f{}(%a) : (tensor<f32>) -> tensor<f32>\n  return %0 : tensor<f32>\n}}\n",
                i + 1
            ));
        } else {
            text.push_str("  return %a : tensor<f32>\n}\n");
        }
    }
    // The last function calls the first: one cycle, reported once, deep in the chain.
    text = text.replacen(
        &format!("func.func @f{}(%a: tensor<f32>) -> tensor<f32> {{\n  return %a : tensor<f32>\n}}\n", n - 1),
        &format!("func.func @f{}(%a: tensor<f32>) -> tensor<f32> {{\n  %0 = func.call @f0(%a) : (tensor<f32>) -> tensor<f32>\n  return %0 : tensor<f32>\n}}\n", n - 1),
        1,
    );
    let module = parse_module(&text, "chain.mlir").unwrap_or_else(|d| panic!("{d}"));
    let diags = verify_module(&module);
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert!(diags[0].to_string().contains("recursive call to '@f0'"));
}

// Nesting at the parser's depth limit parses (and drops, and prints) within a test thread's
// stack; one level more is a diagnostic.
#[test]
fn nesting_at_the_depth_limit() {
    let nested = |depth: usize| {
        format!(
            "module attributes {{a.b = {}{}}} {{\n}}\n",
            "[".repeat(depth),
            "]".repeat(depth)
        )
    };
    // The attribute dictionary itself is one level.
    assert_round_trips(&nested(126));
    assert_parse_error(&nested(10_000), "nesting deeper than");
    let dense = |depth: usize| {
        format!(
            "func.func @f() -> tensor<1xf32> {{\n  %0 = hlo.constant dense<{}1.0{}> : tensor<1xf32>\n  return %0 : tensor<1xf32>\n}}\n",
            "[".repeat(depth),
            "]".repeat(depth)
        )
    };
    assert_parse_error(&dense(10_000), "nesting deeper than");
}
