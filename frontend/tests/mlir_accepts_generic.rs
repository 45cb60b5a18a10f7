//! MLIR 22 accepts the generic form shardc prints, and rejects what it must.
//!
//! Each module below is written in shardc's pretty form, parsed and verified by shardc, printed
//! in the generic form and handed to MLIR's parser and verifier (all upstream dialects
//! registered, `hlo`/`dist` unregistered). Together they cover every op in
//! `shardc_ir::op::OP_NAMES`, every attribute kind and the sharding syntax.

use std::collections::BTreeSet;

use shardc_frontend::{FrontendError, MlirSession, check_with_mlir, mlir_round_trip_generic};
use shardc_ir::op::OP_NAMES;
use shardc_ir::{Form, Module, Severity, parse_module, print_module, verify_module};

const MLP: &str = include_str!("../../examples/mlp.mlir");

/// Every elementwise op, on floats, integers and booleans.
const ELEMENTWISE: &str = r#"
module @elementwise {
  func.func @main(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %i: tensor<4x8xi32>, %p: tensor<4x8xi1>) -> (tensor<4x8xf32>, tensor<4x8xi1>, tensor<4x8xi32>) {
    %0 = hlo.negate %a : tensor<4x8xf32>
    %1 = hlo.exponential %0 : tensor<4x8xf32>
    %2 = hlo.log %1 : tensor<4x8xf32>
    %3 = hlo.tanh %2 : tensor<4x8xf32>
    %4 = hlo.logistic %3 : tensor<4x8xf32>
    %5 = hlo.sqrt %4 : tensor<4x8xf32>
    %6 = hlo.rsqrt %5 : tensor<4x8xf32>
    %7 = hlo.abs %6 : tensor<4x8xf32>
    %8 = hlo.sign %7 : tensor<4x8xf32>
    %e = hlo.erf %8 : tensor<4x8xf32>
    %ec = hlo.erfc %e : tensor<4x8xf32>
    %u1 = hlo.ceil %ec : tensor<4x8xf32>
    %u2 = hlo.round_nearest_even %u1 : tensor<4x8xf32>
    %u3 = hlo.round_nearest_afz %u2 : tensor<4x8xf32>
    %u4 = hlo.log_plus_one %u3 : tensor<4x8xf32>
    %u5 = hlo.exponential_minus_one %u4 : tensor<4x8xf32>
    %u6 = hlo.sine %u5 : tensor<4x8xf32>
    %u7 = hlo.cosine %u6 : tensor<4x8xf32>
    %u8 = hlo.tan %u7 : tensor<4x8xf32>
    %u9a = hlo.cbrt %u8 : tensor<4x8xf32>
    %h1 = hlo.sinh %u9a : tensor<4x8xf32>
    %h2 = hlo.cosh %h1 : tensor<4x8xf32>
    %h3 = hlo.asin %h2 : tensor<4x8xf32>
    %h4 = hlo.acos %h3 : tensor<4x8xf32>
    %h5 = hlo.atan %h4 : tensor<4x8xf32>
    %h6 = hlo.asinh %h5 : tensor<4x8xf32>
    %h7 = hlo.acosh %h6 : tensor<4x8xf32>
    %h8 = hlo.atanh %h7 : tensor<4x8xf32>
    %h9 = hlo.erf_inv %h8 : tensor<4x8xf32>
    %h10 = hlo.lgamma %h9 : tensor<4x8xf32>
    %u9 = hlo.digamma %h10 : tensor<4x8xf32>
    %b1 = hlo.atan2 %u9, %b : tensor<4x8xf32>
    %b2 = hlo.remainder %b1, %b : tensor<4x8xf32>
    %9 = hlo.floor %b2 : tensor<4x8xf32>
    %10 = hlo.add %9, %b : tensor<4x8xf32>
    %11 = hlo.subtract %10, %b : tensor<4x8xf32>
    %12 = hlo.multiply %11, %b : tensor<4x8xf32>
    %13 = hlo.divide %12, %b : tensor<4x8xf32>
    %14 = hlo.maximum %13, %b : tensor<4x8xf32>
    %15 = hlo.minimum %14, %b : tensor<4x8xf32>
    %16 = hlo.power %15, %b : tensor<4x8xf32>
    %fin = hlo.is_finite %16 : (tensor<4x8xf32>) -> tensor<4x8xi1>
    %lt = hlo.compare %16, %b {comparison_direction = "LT"} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %both = hlo.and %fin, %lt : tensor<4x8xi1>
    %either0 = hlo.or %both, %p : tensor<4x8xi1>
    %either = hlo.xor %either0, %p : tensor<4x8xi1>
    %none = hlo.not %either : tensor<4x8xi1>
    %sel = hlo.select %none, %16, %b : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %conv = hlo.convert %i : (tensor<4x8xi32>) -> tensor<4x8xf32>
    %sel0 = hlo.add %sel, %conv : tensor<4x8xf32>
    %ni = hlo.not %i : tensor<4x8xi32>
    %ai = hlo.and %ni, %i : tensor<4x8xi32>
    %oi = hlo.or %ai, %i : tensor<4x8xi32>
    %pc = hlo.popcnt %oi : tensor<4x8xi32>
    %lz = hlo.count_leading_zeros %pc : tensor<4x8xi32>
    %neg = hlo.negate %lz : tensor<4x8xi32>
    %sh = hlo.shift_left %neg, %i : tensor<4x8xi32>
    %sr = hlo.shift_right_logical %sh, %i : tensor<4x8xi32>
    %sa = hlo.shift_right_arithmetic %sr, %i : tensor<4x8xi32>
    %us = hlo.convert %sa : (tensor<4x8xi32>) -> tensor<4x8xui32>
    %bits = hlo.bitcast_convert %us : (tensor<4x8xui32>) -> tensor<4x8xf32>
    %sum = hlo.add %sel0, %bits : tensor<4x8xf32>
    return %sum, %none, %neg : tensor<4x8xf32>, tensor<4x8xi1>, tensor<4x8xi32>
  }
}
"#;

/// Shape, reduction, contraction, indexing, random and composite ops.
const STRUCTURAL: &str = r#"
module @structural {
  func.func @main(%x: tensor<2x3x4xf32>, %y: tensor<2x4x5xf32>, %table: tensor<16x4xf32>, %ids: tensor<6x1xi32>, %seed: tensor<i64>, %v: tensor<4xf32>) -> (tensor<2x3xi32>, tensor<2x3x4xf32>, tensor<6x4xf32>, tensor<2x2x2xf32>, tensor<2x6x4xf32>, tensor<2x6x5xf32>, tensor<2x3xf32>, tensor<2x3x5xf32>, tensor<16x4xf32>, tensor<2x4x3xf32>, tensor<16x4xf32>, tensor<4x4xf32>) {
    %io = hlo.iota {iota_dimension = 1 : i64} : tensor<2x3xi32>
    %bc = hlo.broadcast_in_dim %v {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<2x3x4xf32>
    %rs = hlo.reshape %x : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
    %tr0 = hlo.transpose %x {permutation = array<i64: 0, 2, 1>} : (tensor<2x3x4xf32>) -> tensor<2x4x3xf32>
    %tr = hlo.reverse %tr0 {dimensions = array<i64: 1, 2>} : tensor<2x4x3xf32>
    %sl = hlo.slice %x {start_indices = array<i64: 0, 1, 0>, limit_indices = array<i64: 2, 3, 4>, strides = array<i64: 1, 1, 2>} : (tensor<2x3x4xf32>) -> tensor<2x2x2xf32>
    %cc = hlo.concatenate %x, %x {dimension = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x6x4xf32>
    %zero = hlo.constant dense<0.0> : tensor<f32>
    %pd = hlo.pad %x, %zero {edge_padding_low = array<i64: 0, 1, 0>, edge_padding_high = array<i64: 0, 0, 1>, interior_padding = array<i64: 0, 1, 0>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x6x5xf32>
    %rd = hlo.reduce %x, %zero {dimensions = array<i64: 2>, kind = "max"} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3xf32>
    %dg = hlo.dot_general %x, %y {lhs_batching_dimensions = array<i64: 0>, rhs_batching_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 2>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %outer = hlo.dot_general %v, %v : (tensor<4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    %ga = hlo.gather %table, %ids {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1 : i64, slice_sizes = array<i64: 1, 4>} : (tensor<16x4xf32>, tensor<6x1xi32>) -> tensor<6x4xf32>
    %sc = hlo.scatter %table, %ids, %ga {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1 : i64, kind = "add"} : (tensor<16x4xf32>, tensor<6x1xi32>, tensor<6x4xf32>) -> tensor<16x4xf32>
    %sr = hlo.scatter %table, %ids, %ga {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1 : i64, kind = "replace", dist.note = "last update wins"} : (tensor<16x4xf32>, tensor<6x1xi32>, tensor<6x4xf32>) -> tensor<16x4xf32>
    %rn = hlo.rng %seed {distribution = "normal", stream = 3 : i64} : (tensor<i64>) -> tensor<2x3x4xf32>
    %sm = hlo.softmax %rn {dimension = 2 : i64} : tensor<2x3x4xf32>
    %ln = hlo.layer_norm %sm, %v, %v {dimension = 2 : i64, epsilon = 1.0e-05 : f64} : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x3x4xf32>
    %ge = hlo.gelu %ln {approximate = false} : tensor<2x3x4xf32>
    %aix = hlo.iota {iota_dimension = 2 : i64} : tensor<2x3x4xi32>
    %sgrad = hlo.constant dense<1.0> : tensor<2x3x2xf32>
    %sas = hlo.select_and_scatter %x, %sgrad, %zero {window_dimensions = array<i64: 1, 1, 2>, window_strides = array<i64: 1, 1, 2>, padding_low = array<i64: 0, 0, 0>, padding_high = array<i64: 0, 0, 0>, select = "GE", kind = "add"} : (tensor<2x3x4xf32>, tensor<2x3x2xf32>, tensor<f32>) -> tensor<2x3x4xf32>
    %ck = hlo.constant dense<1.0> : tensor<2x4x5xf32>
    %conv = hlo.convolution %x, %ck {input_batch_dimension = 0 : i64, input_feature_dimension = 2 : i64, input_spatial_dimensions = array<i64: 1>, kernel_input_feature_dimension = 1 : i64, kernel_output_feature_dimension = 2 : i64, kernel_spatial_dimensions = array<i64: 0>, output_batch_dimension = 0 : i64, output_feature_dimension = 2 : i64, output_spatial_dimensions = array<i64: 1>, window_strides = array<i64: 1>, padding_low = array<i64: 0>, padding_high = array<i64: 1>, lhs_dilation = array<i64: 1>, rhs_dilation = array<i64: 1>, feature_group_count = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %cum = hlo.reduce_window %x, %zero {window_dimensions = array<i64: 1, 1, 4>, window_strides = array<i64: 1, 1, 1>, window_dilations = array<i64: 1, 1, 1>, padding_low = array<i64: 0, 0, 3>, padding_high = array<i64: 0, 0, 0>, kind = "add"} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3x4xf32>
    %sorted = hlo.sort_by %x, %aix {dimension = 2 : i64, descending = true} : (tensor<2x3x4xf32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
    %aiz = hlo.constant dense<0> : tensor<i32>
    %amax = hlo.arg_reduce %x, %aix, %zero, %aiz {dimensions = array<i64: 2>, kind = "max"} : (tensor<2x3x4xf32>, tensor<2x3x4xi32>, tensor<f32>, tensor<i32>) -> tensor<2x3xi32>
    %st = hlo.constant dense<[42, 7]> : tensor<2xui64>
    %bits = hlo.rng_bits %st {algorithm = "PHILOX"} : (tensor<2xui64>) -> tensor<2x3x4xui32>
    %fbits = hlo.bitcast_convert %bits : (tensor<2x3x4xui32>) -> tensor<2x3x4xf32>
    %ge2 = hlo.add %ge, %fbits : tensor<2x3x4xf32>
    %out = hlo.add %ge2, %bc : tensor<2x3x4xf32>
    return %io, %out, %rs, %sl, %cc, %pd, %rd, %dg, %sc, %tr, %sr, %outer : tensor<2x3xi32>, tensor<2x3x4xf32>, tensor<6x4xf32>, tensor<2x2x2xf32>, tensor<2x6x4xf32>, tensor<2x6x5xf32>, tensor<2x3xf32>, tensor<2x3x5xf32>, tensor<16x4xf32>, tensor<2x4x3xf32>, tensor<16x4xf32>, tensor<4x4xf32>
  }
}
"#;

/// Every `dist` op, shardings with open dimensions, priorities, sub-axes, `replicated` and
/// `unreduced`, two meshes, and sharded multi-result ops.
const DISTRIBUTED: &str = r#"
module @distributed {
  dist.mesh @mesh = <["x"=2, "y"=4]>
  dist.mesh @flat = <["z"=16]>
  func.func @main(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", ?}p0, {"y"}p1]>},
                  %b: tensor<8x16xf32> {dist.sharding = #dist.sharding<@flat, [{"z":(1)2}, {"z":(2)4, ?}], replicated={"z":(8)2}>},
                  %p: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}], unreduced={"y"}>},
                  %q: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{?}, {?}p3]>, dist.donate})
      -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, tensor<8x16xf32>, tensor<8x16xf32> {dist.sharding = #dist.sharding<@flat, [{"z":(1)2}, {"z":(2)4}]>, dist.result_name = "b"}) {
    %c = dist.constraint %a {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>} : tensor<8x16xf32>
    %g = dist.all_gather %c {gathering_axes = #dist.dim_axes<[{}, {"y"}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<8x16xf32>
    %r = dist.all_reduce %p {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<8x16xf32>
    %rs = dist.reduce_scatter %p {scatter_axes = #dist.dim_axes<[{}, {"y"}]>, kind = "max", dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>} : tensor<8x16xf32>
    %aa = dist.all_to_all %rs {source_dim = 1 : i64, target_dim = 0 : i64, axes = #dist.axes<{"y"}>, dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {}]>} : tensor<8x16xf32>
    %as = dist.all_slice %g {slicing_axes = #dist.dim_axes<[{}, {"y"}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>} : tensor<8x16xf32>
    %cp = dist.collective_permute %as {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>} : tensor<8x16xf32>
    dist.send %cp {channel = 1 : i64} : (tensor<8x16xf32>) -> ()
    %rv = dist.recv {channel = 1 : i64, dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>} : tensor<8x16xf32>
    %sub = dist.all_gather %b {gathering_axes = #dist.dim_axes<[{}, {"z":(2)4}]>, dist.sharding = #dist.sharding<@flat, [{"z":(1)2}, {}], replicated={"z":(8)2}>} : tensor<8x16xf32>
    %s1 = hlo.add %r, %rv : tensor<8x16xf32>
    %s2 = hlo.add %s1, %aa : tensor<8x16xf32>
    %s3 = hlo.add %s2, %sub : tensor<8x16xf32>
    %s4 = hlo.add %s3, %q : tensor<8x16xf32>
    %pair:2 = call @split(%s4) : (tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>)
    return %pair#0, %pair#1, %b : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
  }
  func.func private @split(%t: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
    %n = hlo.negate %t : tensor<8x16xf32>
    return %t, %n : tensor<8x16xf32>, tensor<8x16xf32>
  }
}
"#;

/// Calls: multi-result `func.call` (`%0:2`), private functions, sharded call results, a
/// function without arguments or results.
const CALLS: &str = r#"
module @calls {
  dist.mesh @mesh = <["x"=4]>
  func.func private @helper(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %s = hlo.add %x, %y : tensor<4xf32>
    %d = hlo.subtract %x, %y : tensor<4xf32>
    return %s, %d : tensor<4xf32>, tensor<4xf32>
  }
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %r:2 = call @helper(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %m = hlo.multiply %r#0, %r#1 : tensor<4xf32>
    %t:2 = func.call @helper(%m, %a) {dist.sharding = [#dist.sharding<@mesh, [{"x"}]>, unit]} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %one = func.call @single(%t#1) {dist.sharding = #dist.sharding<@mesh, [{?}]>} : (tensor<4xf32>) -> tensor<4xf32>
    func.call @nothing() : () -> ()
    return %one : tensor<4xf32>
  }
  func.func private @single(%x: tensor<4xf32>) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
  func.func public @nothing() -> () {
    return
  }
}
"#;

/// Constants of every element type: splats, nested lists, scalars, infinities and NaNs,
/// integer extremes; module attributes of every attribute kind.
const CONSTANTS: &str = r#"
module @constants attributes {dist.stages = 2 : i64, dist.small = -7 : i32, dist.eps = 1.0e-05 : f32, dist.big = 2.5e+300 : f64, dist.inf = 0x7F800000 : f32, dist.half = 0.5 : bf16, dist.tag = "constants \"quoted\"\n", dist.flag, dist.on = true, dist.off = false, dist.list = [1 : i64, "two", [3.0 : f16]], dist.dims = array<i64: 1, -2, 3>, dist.no_dims = array<i64>, dist.cfg = {depth = 3 : i64, name = "x", nested = {ok}}, dist.entry = @main, dist.ty = tensor<2x3xbf16>, dist.sig = (tensor<2xf32>) -> (tensor<2xf32>, tensor<i1>), dist.init = dense<[1, 2]> : tensor<2xi64>, dist.grid = #dist.mesh<["a"=2, "b"=2]>, dist.layout = #dist.sharding<@grid, [{"a", "b"}, {?}p2], unreduced={"c":(1)2}>, dist.axes = #dist.axes<{"a", "b":(1)2}>, dist.dim_axes = #dist.dim_axes<[{"a"}, {}]>, dist.other = #other.thing<[1, 2], "s">, "dist.needs quotes" = 1 : i64} {
  func.func @main() -> (tensor<3xi1>, tensor<2x2xi1>, tensor<4xbf16>, tensor<2x2xf16>, tensor<2xi32>, tensor<2x1xi64>, tensor<6xf64>, tensor<1x2x2xf32>, tensor<f32>, tensor<3xf32>, tensor<2xf64>, tensor<i32>) {
    %b = hlo.constant dense<[true, false, true]> : tensor<3xi1>
    %bs = hlo.constant dense<false> : tensor<2x2xi1>
    %bf = hlo.constant dense<[1.5, -2.0, 0x7F80, 0xFF80]> : tensor<4xbf16>
    %h = hlo.constant dense<[[0.1, 65504.0], [0x7E00, -0.0]]> : tensor<2x2xf16>
    %i32 = hlo.constant dense<[-2147483648, 2147483647]> : tensor<2xi32>
    %i64 = hlo.constant dense<[[-9223372036854775808], [9223372036854775807]]> : tensor<2x1xi64>
    %f64 = hlo.constant dense<[1.0e300, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 5.0e-324, 0.1]> : tensor<6xf64>
    %f32 = hlo.constant {dist.origin = "nested"} dense<[[[1.0, 2.5], [3.0e-5, 0x7FC00000]]]> : tensor<1x2x2xf32>
    %inf = hlo.constant dense<0x7F800000> : tensor<f32>
    %nan = hlo.constant dense<0x7FC00000> : tensor<3xf32>
    %neg = hlo.constant dense<-1.0> : tensor<2xf64>
    %si = hlo.constant dense<-3> : tensor<i32>
    return %b, %bs, %bf, %h, %i32, %i64, %f64, %f32, %inf, %nan, %neg, %si : tensor<3xi1>, tensor<2x2xi1>, tensor<4xbf16>, tensor<2x2xf16>, tensor<2xi32>, tensor<2x1xi64>, tensor<6xf64>, tensor<1x2x2xf32>, tensor<f32>, tensor<3xf32>, tensor<2xf64>, tensor<i32>
  }
}
"#;

/// Constants without elements (MLIR prints them back as `dense<>`).
const EMPTY: &str = r#"
module {
  func.func @empty() -> (tensor<0xf32>, tensor<2x0xi64>) {
    %e = hlo.constant dense<[]> : tensor<0xf32>
    %e2 = hlo.constant dense<[[], []]> : tensor<2x0xi64>
    return %e, %e2 : tensor<0xf32>, tensor<2x0xi64>
  }
}
"#;

/// Symbol names that MLIR only reads quoted, and float attributes beyond their type's range
/// (both once printed in forms MLIR rejects).
const AWKWARD: &str = r#"
module @"my-module" attributes {dist.huge = 1.0e300 : f32, dist.tiny = -1.0e300 : f16, dist.fn = @"my-fn"} {
  dist.mesh @"mesh 1" = <["x"=2]>
  func.func private @my-fn(%x: tensor<2xf32> {dist.sharding = #dist.sharding<@"mesh 1", [{"x"}]>}) -> tensor<2xf32> {
    return %x : tensor<2xf32>
  }
  func.func private @"a b"(%x: tensor<2xf32>) -> tensor<2xf32> {
    %y = call @my-fn(%x) : (tensor<2xf32>) -> tensor<2xf32>
    return %y : tensor<2xf32>
  }
  func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
    %y = call @"a b"(%x) {dist.sharding = #dist.sharding<@"mesh 1", [{?}]>} : (tensor<2xf32>) -> tensor<2xf32>
    return %y : tensor<2xf32>
  }
}
"#;

/// A local-view (per-device) module: `dist.axis_index` exists only there.
const LOCAL: &str = r#"
module attributes {dist.local_view} {
  dist.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main(%ids: tensor<4xi32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) -> tensor<4xi32> {
    %i = dist.axis_index {axes = #dist.axes<{"y", "x"}>} : tensor<i32>
    %b = hlo.broadcast_in_dim %i {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<4xi32>
    %s = hlo.subtract %ids, %b : tensor<4xi32>
    %h = dist.shift %s {axes = #dist.axes<{"x"}>, offset = 1 : i64, circular = true} : tensor<4xi32>
    %r = hlo.rotate %h {dimension = 0 : i64, shift = 3 : i64} : tensor<4xi32>
    return %r : tensor<4xi32>
  }
}
"#;

/// Every module this test sends to MLIR, by name.
fn modules() -> Vec<(&'static str, &'static str)> {
    vec![
        ("mlp.mlir", MLP),
        ("elementwise.mlir", ELEMENTWISE),
        ("structural.mlir", STRUCTURAL),
        ("distributed.mlir", DISTRIBUTED),
        ("calls.mlir", CALLS),
        ("constants.mlir", CONSTANTS),
        ("empty.mlir", EMPTY),
        ("awkward.mlir", AWKWARD),
        ("local.mlir", LOCAL),
    ]
}

/// Parses and verifies `text` with shardc's own parser and verifier.
fn shardc_module(name: &str, text: &str) -> Module {
    let m = parse_module(text, name).unwrap_or_else(|d| panic!("shardc cannot parse {name}: {d}"));
    let diags = verify_module(&m);
    assert!(
        diags.is_empty(),
        "shardc rejects {name}:\n{}",
        diags
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    );
    m
}

/// Fails with MLIR's diagnostics and the offending printed lines.
fn assert_mlir_accepts(name: &str, generic: &str) {
    if let Err(e) = check_with_mlir(generic, name) {
        panic!("MLIR rejects shardc's generic form of {name}:\n{e}\n--- full text ---\n{generic}");
    }
}

#[test]
fn mlir_accepts_the_generic_form_of_every_module() {
    for (name, text) in modules() {
        let m = shardc_module(name, text);
        let generic = print_module(&m, Form::Generic);
        assert_mlir_accepts(&format!("{name} (generic)"), &generic);
    }
}

#[test]
fn the_modules_cover_every_op() {
    let mut seen = BTreeSet::new();
    for (name, text) in modules() {
        let m = shardc_module(name, text);
        for f in &m.functions {
            for &op in &f.body {
                seen.insert(f.ops[op].kind.name());
            }
        }
    }
    let missing: Vec<&str> = OP_NAMES
        .iter()
        .copied()
        .filter(|n| !seen.contains(*n))
        .collect();
    assert!(missing.is_empty(), "ops not covered: {missing:?}");
}

#[test]
fn only_the_generic_form_is_sent() {
    // The pretty form uses shardc's custom syntax for unregistered ops (`hlo.add %a, %b`,
    // `dist.mesh @m = ...`), which MLIR cannot parse: only the generic form goes to MLIR.
    for (name, text) in modules() {
        let m = shardc_module(name, text);
        let pretty = print_module(&m, Form::Pretty);
        let generic = print_module(&m, Form::Generic);
        assert_ne!(pretty, generic);
        assert!(
            generic.starts_with("\"builtin.module\"()"),
            "{name}: {generic}"
        );
        for line in generic.lines().skip(1) {
            let t = line.trim_start();
            assert!(
                t.starts_with('"')
                    || t.starts_with('%')
                    || t.starts_with("^bb0(")
                    || t.starts_with("})"),
                "{name}: not a generic-form line: {line}"
            );
        }
        let err = check_with_mlir(&pretty, name).expect_err("MLIR must not accept the pretty form");
        assert!(matches!(err, FrontendError::Mlir { .. }), "{err}");
    }
}

/// `m` with every attribute dictionary sorted by name, as MLIR keeps them.
fn sort_attributes(mut m: Module) -> Module {
    m.attrs.sort_by(|a, b| a.0.cmp(&b.0));
    for f in &mut m.functions {
        for p in f.arg_attrs.iter_mut().chain(f.result_attrs.iter_mut()) {
            p.attrs.sort_by(|a, b| a.0.cmp(&b.0));
        }
        for op in f.ops.values_mut() {
            op.attrs.sort_by(|a, b| a.0.cmp(&b.0));
        }
    }
    m
}

#[test]
fn mlir_prints_back_what_shardc_reads() {
    // MLIR's own generic print of our generic form is valid MLIR, and shardc's parser reads it
    // back to the same module (up to the order of attributes, which MLIR sorts by name).
    for (name, text) in modules() {
        if name == "empty.mlir" {
            // MLIR prints a constant without elements as `dense<>`, which shardc does not
            // read (yet).
            continue;
        }
        let m = shardc_module(name, text);
        let generic = print_module(&m, Form::Generic);
        let mlir_text = mlir_round_trip_generic(&generic)
            .unwrap_or_else(|e| panic!("MLIR rejects {name}: {e}"));
        assert_mlir_accepts(&format!("{name} (MLIR's print)"), &mlir_text);
        let again = parse_module(&mlir_text, "mlir-print.mlir").unwrap_or_else(|d| {
            panic!("shardc cannot read MLIR's print of {name}: {d}\n{mlir_text}")
        });
        assert_eq!(
            print_module(&sort_attributes(again), Form::Pretty),
            print_module(&sort_attributes(m), Form::Pretty),
            "{name}: MLIR's print reads back differently\n{mlir_text}"
        );
    }
}

const BAD_RETURN: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2xf32>):
    %0 = "hlo.convert"(%arg0) : (tensor<2xf32>) -> tensor<2xi32>
    "func.return"(%0) : (tensor<2xi32>) -> ()
  }) : () -> ()
}) : () -> ()
"#;

#[test]
fn mlir_rejects_a_return_type_mismatch_with_a_located_message() {
    let err = check_with_mlir(BAD_RETURN, "bad_return.mlir").expect_err("must be rejected");
    let FrontendError::Mlir {
        file,
        diagnostics,
        rendered,
    } = &err
    else {
        panic!("unexpected error kind: {err}");
    };
    assert_eq!(file, "bad_return.mlir");
    let first = &diagnostics[0];
    assert_eq!(first.severity, Severity::Error);
    assert!(
        first
            .message
            .contains("type of return operand 0 ('tensor<2xi32>') doesn't match function result type ('tensor<2xf32>')"),
        "{err}"
    );
    assert_eq!(first.location.to_string(), "bad_return.mlir:5:5", "{err}");
    // The rendered text quotes the offending line with a caret under the op.
    assert!(
        rendered.contains("bad_return.mlir:5:5: error: ")
            && rendered.contains("\n    \"func.return\"(%0) : (tensor<2xi32>) -> ()\n    ^\n"),
        "{rendered}"
    );
    assert!(
        err.to_string()
            .starts_with("MLIR rejected bad_return.mlir:"),
        "{err}"
    );
}

#[test]
fn mlir_rejects_syntax_errors_unknown_callees_and_registered_dialect_names() {
    let cases = [
        (
            // A syntax error: MLIR's parser message, located.
            "\"builtin.module\"() ({\n  \"hlo.add\"(%x) : (tensor<2xf32>) -> tensor<2xf32>\n}) : () -> ()\n",
            "use of undeclared SSA value name",
            "syntax.mlir:2:",
        ),
        (
            // func.call's verifier checks its callee.
            "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = () -> (), sym_name = \"main\"}> ({\n    \"func.call\"() <{callee = @missing}> : () -> ()\n    \"func.return\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n",
            "'missing' does not reference a valid function",
            "callee.mlir:3:5",
        ),
        (
            // `shard` is a registered MLIR dialect: shardc may not put ops there.
            "\"builtin.module\"() ({\n  \"shard.x\"() : () -> ()\n}) : () -> ()\n",
            "shard.x",
            "dialect.mlir:2:3",
        ),
    ];
    for (text, message, location) in cases {
        let file = location.split(':').next().unwrap();
        let err = check_with_mlir(text, file).expect_err(text);
        let rendered = err.to_string();
        assert!(rendered.contains(message), "{rendered}");
        assert!(rendered.contains(location), "{rendered}");
    }
}

#[test]
fn a_top_level_op_other_than_a_module_is_an_error() {
    let text = "\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  \"func.return\"() : () -> ()\n}) : () -> ()\n";
    let err = check_with_mlir(text, "f.mlir").expect_err("not a module");
    assert!(
        matches!(&err, FrontendError::NotAModule { found, .. } if found == "func.func"),
        "{err}"
    );
}

#[test]
fn a_session_reports_each_failure_once() {
    let session = MlirSession::new();
    assert!(session.parse(BAD_RETURN, "a.mlir").is_err());
    // A good module after a bad one: no stale diagnostics.
    let good = print_module(&shardc_module("mlp.mlir", MLP), Form::Generic);
    let module = session.parse(&good, "b.mlir").expect("mlp parses");
    session
        .verify(&module, &good, "b.mlir")
        .expect("mlp verifies");
    assert!(session.take_diagnostics().is_empty());
}

#[test]
fn notes_stay_attached_to_their_error() {
    let text = "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n    \"func.return\"() : () -> ()\n  }) : () -> ()\n  \"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n    \"func.return\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n";
    let err = check_with_mlir(text, "twice.mlir").expect_err("a symbol defined twice");
    let diags = err.diagnostics();
    assert!(
        diags[0]
            .message
            .contains("redefinition of symbol named 'f'"),
        "{err}"
    );
    assert_eq!(diags[0].location.to_string(), "twice.mlir:5:3", "{err}");
    assert_eq!(diags[0].notes.len(), 1, "{err}");
    assert_eq!(diags[0].notes[0].severity, Severity::Note);
    assert_eq!(
        diags[0].notes[0].location.to_string(),
        "twice.mlir:2:3",
        "{err}"
    );
}
