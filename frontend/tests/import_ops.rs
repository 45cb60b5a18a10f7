//! The importer op by op: each JAX-style module (StableHLO + Shardy, generic form) imports to
//! exactly the module written by hand in shardc's IR next to it; locations, kept attributes
//! and shardings come through; unsupported input gives located errors, never a panic.

use shardc_frontend::{import_mlir, is_jax_export, load_program};
use shardc_ir::interp::{Tensor, run_function};
use shardc_ir::{
    Diagnostic, ElementType, Form, Location, Module, OpKind, TensorType, parse_and_verify,
    print_module,
};

/// Every elementwise op, on floats, integers and booleans; shardings and other attributes on
/// arguments, results and ops; module attributes.
const ELEMENTWISE_JAX: &str = r#""builtin.module"() <{sym_name = "elementwise"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2, "y"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}p1, {}]>}, {}, {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"y":(1)2}], replicated={"x"}>}, {}], function_type = (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xi32>, tensor<2x4xi1>) -> (tensor<2x4xf32>, tensor<2x4xi1>, tensor<2x4xi32>), res_attrs = [{jax.result_info = "[0]", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, {jax.result_info = "[1]"}, {}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%a: tensor<2x4xf32>, %b: tensor<2x4xf32>, %i: tensor<2x4xi32>, %p: tensor<2x4xi1>):
    %0 = "stablehlo.negate"(%a) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %1 = "stablehlo.exponential"(%0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %2 = "stablehlo.log"(%1) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %3 = "stablehlo.tanh"(%2) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %4 = "stablehlo.logistic"(%3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %5 = "stablehlo.sqrt"(%4) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %6 = "stablehlo.rsqrt"(%5) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %7 = "stablehlo.abs"(%6) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %8 = "stablehlo.sign"(%7) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %9 = "stablehlo.floor"(%8) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %10 = "stablehlo.add"(%9, %b) {mhlo.frontend_attributes = {note = "kept"}, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {?}]>]>} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %11 = "stablehlo.subtract"(%10, %b) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %12 = "stablehlo.multiply"(%11, %b) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %13 = "stablehlo.divide"(%12, %b) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %14 = "stablehlo.maximum"(%13, %b) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %15 = "stablehlo.minimum"(%14, %b) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %16 = "stablehlo.power"(%15, %b) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %17 = "stablehlo.is_finite"(%16) : (tensor<2x4xf32>) -> tensor<2x4xi1>
    %18 = "stablehlo.compare"(%16, %b) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %19 = "stablehlo.and"(%17, %18) : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    %20 = "stablehlo.or"(%19, %p) : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    %21 = "stablehlo.not"(%20) : (tensor<2x4xi1>) -> tensor<2x4xi1>
    %22 = "stablehlo.select"(%21, %16, %b) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %23 = "stablehlo.convert"(%i) : (tensor<2x4xi32>) -> tensor<2x4xf32>
    %24 = "stablehlo.add"(%22, %23) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %25 = "stablehlo.not"(%i) : (tensor<2x4xi32>) -> tensor<2x4xi32>
    %26 = "stablehlo.and"(%25, %i) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %27 = "stablehlo.or"(%26, %i) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %28 = "stablehlo.compare"(%27, %i) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %29 = "stablehlo.compare"(%28, %p) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    %30 = "stablehlo.compare"(%29, %21) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    "func.return"(%24, %30, %27) : (tensor<2x4xf32>, tensor<2x4xi1>, tensor<2x4xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
"#;

const ELEMENTWISE_SHARDC: &str = r#"
module @elementwise attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  dist.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main(%a: tensor<2x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", ?}p1, {}]>, jax.buffer_donor = true}, %b: tensor<2x4xf32>, %i: tensor<2x4xi32> {dist.sharding = #dist.sharding<@mesh, [{?}, {"y":(1)2}], replicated={"x"}>}, %p: tensor<2x4xi1>) -> (tensor<2x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>, jax.result_info = "[0]"}, tensor<2x4xi1> {jax.result_info = "[1]"}, tensor<2x4xi32>) {
    %0 = hlo.negate %a : tensor<2x4xf32>
    %1 = hlo.exponential %0 : tensor<2x4xf32>
    %2 = hlo.log %1 : tensor<2x4xf32>
    %3 = hlo.tanh %2 : tensor<2x4xf32>
    %4 = hlo.logistic %3 : tensor<2x4xf32>
    %5 = hlo.sqrt %4 : tensor<2x4xf32>
    %6 = hlo.rsqrt %5 : tensor<2x4xf32>
    %7 = hlo.abs %6 : tensor<2x4xf32>
    %8 = hlo.sign %7 : tensor<2x4xf32>
    %9 = hlo.floor %8 : tensor<2x4xf32>
    %10 = hlo.add %9, %b {dist.sharding = #dist.sharding<@mesh, [{"x"}, {?}]>, mhlo.frontend_attributes = {note = "kept"}} : tensor<2x4xf32>
    %11 = hlo.subtract %10, %b : tensor<2x4xf32>
    %12 = hlo.multiply %11, %b : tensor<2x4xf32>
    %13 = hlo.divide %12, %b : tensor<2x4xf32>
    %14 = hlo.maximum %13, %b : tensor<2x4xf32>
    %15 = hlo.minimum %14, %b : tensor<2x4xf32>
    %16 = hlo.power %15, %b : tensor<2x4xf32>
    %17 = hlo.is_finite %16 : (tensor<2x4xf32>) -> tensor<2x4xi1>
    %18 = hlo.compare %16, %b {comparison_direction = "LT"} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %19 = hlo.and %17, %18 : tensor<2x4xi1>
    %20 = hlo.or %19, %p : tensor<2x4xi1>
    %21 = hlo.not %20 : tensor<2x4xi1>
    %22 = hlo.select %21, %16, %b : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %23 = hlo.convert %i : (tensor<2x4xi32>) -> tensor<2x4xf32>
    %24 = hlo.add %22, %23 : tensor<2x4xf32>
    %25 = hlo.not %i : tensor<2x4xi32>
    %26 = hlo.and %25, %i : tensor<2x4xi32>
    %27 = hlo.or %26, %i : tensor<2x4xi32>
    %28 = hlo.compare %27, %i {comparison_direction = "GE"} : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %29 = hlo.compare %28, %p {comparison_direction = "NE"} : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    %30 = hlo.compare %29, %21 {comparison_direction = "EQ"} : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    return %24, %30, %27 : tensor<2x4xf32>, tensor<2x4xi1>, tensor<2x4xi32>
  }
}
"#;

/// Shape, reduction, contraction and indexing ops, constants, a sharding constraint and a
/// call of a private helper with sharded results.
const STRUCTURAL_JAX: &str = r#""builtin.module"() ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2, "y"=4]>, sym_name = "mesh"}> : () -> ()
  "func.func"() <{function_type = (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<16x4xf32>, tensor<6x1xi32>, tensor<4xf32>, tensor<2x3xi1>) -> (tensor<2x3xi32>, tensor<2x3x4xf32>, tensor<6x4xf32>, tensor<2x4x3xf32>, tensor<2x2x2xf32>, tensor<2x6x4xf32>, tensor<2x6x5xf32>, tensor<2x3xf32>, tensor<2xi1>, tensor<2x3x5xf32>, tensor<4x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x3x4xf32>), sym_name = "main"}> ({
  ^bb0(%x: tensor<2x3x4xf32>, %y: tensor<2x4x5xf32>, %table: tensor<16x4xf32>, %ids: tensor<6x1xi32>, %v: tensor<4xf32>, %m: tensor<2x3xi1>):
    %io = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x3xi32>
    %bc = "stablehlo.broadcast_in_dim"(%v) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4xf32>) -> tensor<2x3x4xf32>
    %rs = "stablehlo.reshape"(%x) : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
    %tr = "stablehlo.transpose"(%x) <{permutation = array<i64: 0, 2, 1>}> : (tensor<2x3x4xf32>) -> tensor<2x4x3xf32>
    %sl = "stablehlo.slice"(%x) <{limit_indices = array<i64: 2, 3, 4>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 2>}> : (tensor<2x3x4xf32>) -> tensor<2x2x2xf32>
    %cc = "stablehlo.concatenate"(%x, %x) <{dimension = 1 : i64}> : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x6x4xf32>
    %zero = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %pd = "stablehlo.pad"(%x, %zero) <{edge_padding_high = array<i64: 0, 0, 1>, edge_padding_low = array<i64: 0, 1, 0>, interior_padding = array<i64: 0, 1, 0>}> : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x6x5xf32>
    %ninf = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %rd = "stablehlo.reduce"(%x, %ninf) <{dimensions = array<i64: 2>}> ({
    ^bb0(%l: tensor<f32>, %r: tensor<f32>):
      %mx = "stablehlo.maximum"(%l, %r) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%mx) : (tensor<f32>) -> ()
    }) : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3xf32>
    %true = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %all = "stablehlo.reduce"(%m, %true) <{dimensions = array<i64: 1>}> ({
    ^bb0(%l: tensor<i1>, %r: tensor<i1>):
      %both = "stablehlo.and"(%l, %r) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%both) : (tensor<i1>) -> ()
    }) : (tensor<2x3xi1>, tensor<i1>) -> tensor<2xi1>
    %dg = "stablehlo.dot_general"(%x, %y) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %outer = "stablehlo.dot_general"(%v, %v) <{dot_dimension_numbers = #stablehlo.dot<>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    %ga = "stablehlo.gather"(%table, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16x4xf32>, tensor<6x1xi32>) -> tensor<6x4xf32>
    %sc = "stablehlo.scatter"(%table, %ids, %ga) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%old: tensor<f32>, %upd: tensor<f32>):
      %s = "stablehlo.add"(%old, %upd) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<6x1xi32>, tensor<6x4xf32>) -> tensor<16x4xf32>
    %sr = "stablehlo.scatter"(%table, %ids, %ga) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%old: tensor<f32>, %upd: tensor<f32>):
      "stablehlo.return"(%upd) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<6x1xi32>, tensor<6x4xf32>) -> tensor<16x4xf32>
    %full = "stablehlo.constant"() <{value = dense<[[1.000000e+00, 2.500000e+00], [-3.000000e+00, 0x7F800000]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %hex = "stablehlo.constant"() <{value = dense<"0x0000803F00000040"> : tensor<2xf32>}> : () -> tensor<2xf32>
    %c = "sdy.sharding_constraint"(%dg) <{sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}]>}> : (tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %r:2 = "func.call"(%x) <{callee = @helper}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}, {}]>, <@mesh, [{}, {}, {}], unreduced={"y"}>]>} : (tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>)
    %sum = "stablehlo.add"(%r#1, %bc) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    "func.return"(%io, %sum, %rs, %tr, %sl, %cc, %pd, %rd, %all, %c, %outer, %sc, %sr, %full, %hex, %r#0) : (tensor<2x3xi32>, tensor<2x3x4xf32>, tensor<6x4xf32>, tensor<2x4x3xf32>, tensor<2x2x2xf32>, tensor<2x6x4xf32>, tensor<2x6x5xf32>, tensor<2x3xf32>, tensor<2xi1>, tensor<2x3x5xf32>, tensor<4x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>), sym_name = "helper", sym_visibility = "private"}> ({
  ^bb0(%t: tensor<2x3x4xf32>):
    %n = "stablehlo.negate"(%t) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    "func.return"(%t, %n) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"#;

const STRUCTURAL_SHARDC: &str = r#"
module {
  dist.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main(%x: tensor<2x3x4xf32>, %y: tensor<2x4x5xf32>, %table: tensor<16x4xf32>, %ids: tensor<6x1xi32>, %v: tensor<4xf32>, %m: tensor<2x3xi1>) -> (tensor<2x3xi32>, tensor<2x3x4xf32>, tensor<6x4xf32>, tensor<2x4x3xf32>, tensor<2x2x2xf32>, tensor<2x6x4xf32>, tensor<2x6x5xf32>, tensor<2x3xf32>, tensor<2xi1>, tensor<2x3x5xf32>, tensor<4x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x3x4xf32>) {
    %io = hlo.iota {iota_dimension = 1 : i64} : tensor<2x3xi32>
    %bc = hlo.broadcast_in_dim %v {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<2x3x4xf32>
    %rs = hlo.reshape %x : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
    %tr = hlo.transpose %x {permutation = array<i64: 0, 2, 1>} : (tensor<2x3x4xf32>) -> tensor<2x4x3xf32>
    %sl = hlo.slice %x {start_indices = array<i64: 0, 1, 0>, limit_indices = array<i64: 2, 3, 4>, strides = array<i64: 1, 1, 2>} : (tensor<2x3x4xf32>) -> tensor<2x2x2xf32>
    %cc = hlo.concatenate %x, %x {dimension = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x6x4xf32>
    %zero = hlo.constant dense<0.0> : tensor<f32>
    %pd = hlo.pad %x, %zero {edge_padding_low = array<i64: 0, 1, 0>, edge_padding_high = array<i64: 0, 0, 1>, interior_padding = array<i64: 0, 1, 0>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x6x5xf32>
    %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
    %rd = hlo.reduce %x, %ninf {dimensions = array<i64: 2>, kind = "max"} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3xf32>
    %true = hlo.constant dense<true> : tensor<i1>
    %all = hlo.reduce %m, %true {dimensions = array<i64: 1>, kind = "min"} : (tensor<2x3xi1>, tensor<i1>) -> tensor<2xi1>
    %dg = hlo.dot_general %x, %y {lhs_batching_dimensions = array<i64: 0>, rhs_batching_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 2>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %outer = hlo.dot_general %v, %v : (tensor<4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    %ga = hlo.gather %table, %ids {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1 : i64, slice_sizes = array<i64: 1, 4>} : (tensor<16x4xf32>, tensor<6x1xi32>) -> tensor<6x4xf32>
    %sc = hlo.scatter %table, %ids, %ga {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1 : i64, kind = "add"} : (tensor<16x4xf32>, tensor<6x1xi32>, tensor<6x4xf32>) -> tensor<16x4xf32>
    %sr = hlo.scatter %table, %ids, %ga {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1 : i64, kind = "replace"} : (tensor<16x4xf32>, tensor<6x1xi32>, tensor<6x4xf32>) -> tensor<16x4xf32>
    %full = hlo.constant dense<[[1.0, 2.5], [-3.0, 0x7F800000]]> : tensor<2x2xf32>
    %hex = hlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %c = dist.constraint %dg {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}]>} : tensor<2x3x5xf32>
    %r:2 = func.call @helper(%x) {dist.sharding = [#dist.sharding<@mesh, [{"x"}, {}, {}]>, #dist.sharding<@mesh, [{}, {}, {}], unreduced={"y"}>]} : (tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>)
    %sum = hlo.add %r#1, %bc : tensor<2x3x4xf32>
    return %io, %sum, %rs, %tr, %sl, %cc, %pd, %rd, %all, %c, %outer, %sc, %sr, %full, %hex, %r#0 : tensor<2x3xi32>, tensor<2x3x4xf32>, tensor<6x4xf32>, tensor<2x4x3xf32>, tensor<2x2x2xf32>, tensor<2x6x4xf32>, tensor<2x6x5xf32>, tensor<2x3xf32>, tensor<2xi1>, tensor<2x3x5xf32>, tensor<4x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x3x4xf32>
  }
  func.func private @helper(%t: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>) {
    %n = hlo.negate %t : tensor<2x3x4xf32>
    return %t, %n : tensor<2x3x4xf32>, tensor<2x3x4xf32>
  }
}
"#;

fn render(diags: &[Diagnostic], name: &str, text: &str) -> String {
    let mut sources = shardc_ir::SourceMap::new();
    sources.add(name, text);
    shardc_ir::diagnostic::render_all(diags, &sources)
}

fn load(name: &str, text: &str) -> Module {
    load_program(text, name)
        .unwrap_or_else(|d| panic!("{name} does not import:\n{}", render(&d, name, text)))
}

fn import_errors(name: &str, text: &str) -> Vec<Diagnostic> {
    match load_program(text, name) {
        Ok(m) => panic!(
            "{name} imported but must not:\n{}",
            print_module(&m, Form::Pretty)
        ),
        Err(d) => d,
    }
}

/// Imports `jax` and checks it prints exactly like `shardc` parsed by shardc's own parser.
fn assert_imports_as(name: &str, jax: &str, shardc: &str) {
    assert!(is_jax_export(jax) && !is_jax_export(shardc));
    let imported = load(name, jax);
    let expected = parse_and_verify(shardc, "expected.mlir").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        print_module(&imported, Form::Pretty),
        print_module(&expected, Form::Pretty),
        "{name}: the import differs from the expected module"
    );
}

#[test]
fn elementwise_ops_import_one_for_one() {
    assert_imports_as("elementwise.mlir", ELEMENTWISE_JAX, ELEMENTWISE_SHARDC);
}

#[test]
fn structural_ops_import_one_for_one() {
    assert_imports_as("structural.mlir", STRUCTURAL_JAX, STRUCTURAL_SHARDC);
}

#[test]
fn ops_keep_their_locations() {
    let m = load("elementwise.mlir", ELEMENTWISE_JAX);
    let main = m.function("main").unwrap();
    let loc = |i: usize| main.ops[main.body[i]].loc.to_string();
    assert_eq!(loc(0), "elementwise.mlir:5:10");
    assert_eq!(loc(10), "elementwise.mlir:15:11");
    assert_eq!(main.loc.to_string(), "elementwise.mlir:3:3");
    assert_eq!(m.meshes[0].loc.to_string(), "elementwise.mlir:2:3");
    assert!(matches!(main.ops[main.body[10]].loc, Location::File { .. }));
}

#[test]
fn imported_semantics_run_on_the_interpreter() {
    // reduce with `and` over i1 is "all"; scatter returning the update overwrites.
    let m = load("structural.mlir", STRUCTURAL_JAX);
    let main = m.function("main").unwrap();
    let mut args = Vec::new();
    for ty in main.arg_types() {
        let n = ty.num_elements() as usize;
        let tensor = match ty.element {
            ElementType::I1 => Tensor::from_i64(ty, (0..n).map(|i| i64::from(i != 4)).collect()),
            ElementType::I32 => {
                Tensor::from_i64(ty, (0..n).map(|i| ((i * 5) % 16) as i64).collect())
            }
            _ => Tensor::from_f64(ty, (0..n).map(|i| i as f64 * 0.25 - 1.0).collect()),
        };
        args.push(tensor);
    }
    let out = run_function(&m, "main", &args).unwrap_or_else(|e| panic!("{e}"));
    // %all: row 0 of %m is all true, row 1 has a false at flat index 4.
    assert_eq!(out[8].to_f64_vec(), vec![1.0, 0.0]);
    // %sr: row ids[k] of the table is overwritten by the gathered row (the same row), so the
    // replace scatter gives back the table; the add scatter doubles gathered rows.
    assert_eq!(out[12].to_f64_vec(), args[2].to_f64_vec());
    let table = args[2].to_f64_vec();
    let sc = out[11].to_f64_vec();
    let hit = |row: usize| (0..6).filter(|k| (k * 5) % 16 == row).count() as f64;
    for row in 0..16 {
        for col in 0..4 {
            let t = table[row * 4 + col];
            assert_eq!(sc[row * 4 + col], t + hit(row) * t, "row {row} col {col}");
        }
    }
    // The hex constant.
    assert_eq!(out[14].to_f64_vec(), vec![1.0, 2.0]);
    assert_eq!(
        out[14].ty,
        TensorType::new([2], ElementType::F32),
        "constant type"
    );
}

#[test]
fn the_kind_of_every_imported_op_is_known() {
    let m = load("structural.mlir", STRUCTURAL_JAX);
    let main = m.function("main").unwrap();
    let kinds: Vec<&OpKind> = main.body.iter().map(|&op| &main.ops[op].kind).collect();
    assert!(kinds.iter().any(|k| matches!(k, OpKind::Constraint)));
    assert!(
        kinds
            .iter()
            .any(|k| matches!(k, OpKind::Call { callee } if callee == "helper"))
    );
    let helper = m.function("helper").unwrap();
    assert_eq!(helper.visibility, shardc_ir::Visibility::Private);
}

/// One-function JAX module around `body` (which uses `%arg0: tensor<4xf32>` and returns one
/// `tensor<4xf32>` named `%r`); the body starts on line 4.
fn wrap(body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"func.func\"() <{{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = \"main\"}}> ({{\n  ^bb0(%arg0: tensor<4xf32>):\n{body}    \"func.return\"(%r) : (tensor<4xf32>) -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

fn first_error(name: &str, text: &str) -> (String, String) {
    let diags = import_errors(name, text);
    let d = &diags[0];
    (d.location.to_string(), d.message.clone())
}

#[test]
fn an_unsupported_op_is_a_located_error_listing_what_is_supported() {
    let text =
        wrap("    %r = \"stablehlo.reduce_precision\"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>\n");
    let (loc, msg) = first_error("cos.mlir", &text);
    assert_eq!(loc, "cos.mlir:4:10");
    assert!(
        msg.starts_with("unsupported op 'stablehlo.reduce_precision'"),
        "{msg}"
    );
    assert!(
        msg.contains("dot_general") && msg.contains("sdy.sharding_constraint"),
        "{msg}"
    );
    // Every unsupported op is reported, not only the first; ops that merely use a failed
    // op's result are skipped silently.
    let text = wrap(concat!(
        "    %a = \"stablehlo.reduce_precision\"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>\n",
        "    %b = \"stablehlo.add\"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n",
        "    %r = \"stablehlo.cholesky\"(%b) : (tensor<4xf32>) -> tensor<4xf32>\n",
    ));
    let diags = import_errors("two.mlir", &text);
    let locs: Vec<String> = diags.iter().map(|d| d.location.to_string()).collect();
    assert_eq!(locs, ["two.mlir:4:10", "two.mlir:6:10"], "{diags:?}");
    // Rendered against the input, the caret points at the op.
    let rendered = render(&diags[..1], "two.mlir", &text);
    assert!(rendered.contains("\n    %a = \"stablehlo.reduce_precision\"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>\n         ^\n"), "{rendered}");
}

#[test]
fn bad_regions_and_variadic_ops_are_errors() {
    let sub_reduce = wrap(concat!(
        "    %z = \"stablehlo.constant\"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>\n",
        "    %s = \"stablehlo.reduce\"(%arg0, %z) <{dimensions = array<i64: 0>}> ({\n",
        "    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n",
        "      %d = \"stablehlo.subtract\"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n",
        "      \"stablehlo.return\"(%d) : (tensor<f32>) -> ()\n",
        "    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>\n",
        "    %r = \"stablehlo.broadcast_in_dim\"(%s) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>\n",
    ));
    let (loc, msg) = first_error("sub.mlir", &sub_reduce);
    assert_eq!(loc, "sub.mlir:5:10");
    assert!(
        msg.contains("unsupported reduce body ('stablehlo.subtract, stablehlo.return' on f32)"),
        "{msg}"
    );
    assert!(
        msg.contains("supported: one stablehlo.add, maximum, minimum or multiply"),
        "{msg}"
    );

    let two_ops = sub_reduce.replace(
        "      %d = \"stablehlo.subtract\"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n",
        "      %e = \"stablehlo.add\"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n      %d = \"stablehlo.add\"(%e, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n",
    );
    let (_, msg) = first_error("two_ops.mlir", &two_ops);
    assert!(
        msg.contains("'stablehlo.add, stablehlo.add, stablehlo.return'"),
        "{msg}"
    );

    let argmax = wrap(concat!(
        "    %z = \"stablehlo.constant\"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>\n",
        "    %s:2 = \"stablehlo.reduce\"(%arg0, %arg0, %z, %z) <{dimensions = array<i64: 0>}> ({\n",
        "    ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>, %d: tensor<f32>):\n",
        "      \"stablehlo.return\"(%a, %b) : (tensor<f32>, tensor<f32>) -> ()\n",
        "    }) : (tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)\n",
        "    %r = \"stablehlo.broadcast_in_dim\"(%s#0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>\n",
    ));
    let (loc, msg) = first_error("argmax.mlir", &argmax);
    assert_eq!(loc, "argmax.mlir:5:12");
    assert!(msg.contains("argmax/argmin reductions"), "{msg}");
}

#[test]
fn unsupported_attributes_types_and_shardings_are_errors() {
    let cases = [
        (
            "    %r = \"stablehlo.exponential\"(%arg0) <{result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>}> : (tensor<4xf32>) -> tensor<4xf32>\n",
            "unsupported result_accuracy",
        ),
        (
            "    %r = \"stablehlo.dot_general\"(%arg0, %arg0) <{algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>, dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0]>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n",
            "unsupported algorithm #stablehlo.dot_algorithm<lhs_precision_type = tf32",
        ),
        (
            concat!(
                "    %c = \"stablehlo.compare\"(%arg0, %arg0) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>\n",
                "    %r = \"stablehlo.select\"(%c, %arg0, %arg0) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n",
            ),
            "unsupported compare_type TOTALORDER on f32",
        ),
        (
            concat!(
                "    %u = \"stablehlo.convert\"(%arg0) : (tensor<4xf32>) -> tensor<4xi4>\n",
                "    %r = \"stablehlo.convert\"(%u) : (tensor<4xi4>) -> tensor<4xf32>\n",
            ),
            "unsupported type 'tensor<4xi4>'",
        ),
        (
            "    %r = \"sdy.sharding_constraint\"(%arg0) <{sharding = #sdy.sharding<mesh<[\"a\"=2]>, [{\"a\"}]>}> : (tensor<4xf32>) -> tensor<4xf32>\n",
            "inline meshes are not supported",
        ),
        (
            "    %r = \"sdy.manual_computation\"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>\n",
            "'sdy.manual_computation' needs its 'in_shardings' attribute",
        ),
        (
            "    %r = \"stablehlo.add\"(%arg0, %arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>, <@mesh, [{}]>]>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n",
            "sdy.sharding has 2 sharding(s) for 1 result(s)",
        ),
    ];
    for (body, expected) in cases {
        let text = wrap(body);
        let (loc, msg) = first_error("attr.mlir", &text);
        assert_eq!(loc, "attr.mlir:4:10", "{msg}");
        assert!(msg.contains(expected), "expected '{expected}' in: {msg}");
    }
}

#[test]
fn mlir_syntax_errors_come_from_mlir_with_their_location() {
    let text = wrap(
        "    %r = \"stablehlo.add\"(%arg0, %nope) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n",
    );
    let (loc, msg) = first_error("syntax.mlir", &text);
    assert!(loc.starts_with("syntax.mlir:4:"), "{loc}");
    assert!(msg.contains("use of undeclared SSA value name"), "{msg}");
}

#[test]
fn verifier_errors_of_the_imported_module_are_reported() {
    // The sharding names an axis the mesh does not have: shardc's verifier reports it.
    let text = concat!(
        "\"builtin.module\"() ({\n",
        "  \"sdy.mesh\"() <{mesh = #sdy.mesh<[\"x\"=2]>, sym_name = \"mesh\"}> : () -> ()\n",
        "  \"func.func\"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{\"z\"}]>}], function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = \"main\"}> ({\n",
        "  ^bb0(%arg0: tensor<4xf32>):\n",
        "    \"func.return\"(%arg0) : (tensor<4xf32>) -> ()\n",
        "  }) : () -> ()\n",
        "}) : () -> ()\n",
    );
    let diags = import_errors("axis.mlir", text);
    assert!(
        diags
            .iter()
            .any(|d| d.message.contains("unknown mesh axis \"z\"")),
        "{diags:?}"
    );
    // Without load_program's verification the import itself succeeds.
    assert!(import_mlir(text, "axis.mlir").is_ok());
}

#[test]
fn load_program_reads_shardc_ir_too() {
    let m = load("shardc.mlir", STRUCTURAL_SHARDC);
    assert_eq!(m.functions.len(), 2);
    let diags = import_errors(
        "bad.mlir",
        "module {\n  func.func @f(%x: tensor<f32>) -> tensor<f32> {\n    %0 = hlo.bogus %x : tensor<f32>\n    return %0 : tensor<f32>\n  }\n}\n",
    );
    assert_eq!(diags.len(), 1);
    assert_eq!(diags[0].location.to_string(), "bad.mlir:3:10", "{diags:?}");
    assert!(
        diags[0].message.contains("unknown op 'hlo.bogus'"),
        "{diags:?}"
    );
    // A comment that mentions StableHLO does not make a file a JAX export.
    assert!(!is_jax_export(
        "// imported from stablehlo.add\nmodule {\n}\n"
    ));
    assert!(!is_jax_export(
        "module {\n  func.func @f() -> () { // was sdy.manual_computation\n    return\n  }\n}\n"
    ));
    assert!(is_jax_export(
        "  %0 = \"sdy.reshard\"(%x) <{sharding = #sdy.sharding<@m, [{\"a//b\"}]>}>"
    ));
    assert!(is_jax_export(ELEMENTWISE_JAX));
}

#[test]
fn chunks_of_a_file_keep_their_line_numbers() {
    // `shardc-opt --split-input-file` hands each chunk with the line it starts on.
    let m = shardc_frontend::load_program_at(ELEMENTWISE_JAX, "split.mlir", 10).unwrap();
    let main = m.function("main").unwrap();
    assert_eq!(main.ops[main.body[0]].loc.to_string(), "split.mlir:15:10");
    assert_eq!(m.meshes[0].loc.to_string(), "split.mlir:12:3");
    let text =
        wrap("    %r = \"stablehlo.reduce_precision\"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>\n");
    let diags = shardc_frontend::load_program_at(&text, "split.mlir", 10).unwrap_err();
    assert_eq!(diags[0].location.to_string(), "split.mlir:14:10");
}
