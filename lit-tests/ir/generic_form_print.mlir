// RUN: shardc-opt %s --mlir-print-op-generic | FileCheck %s

// The generic form, as MLIR prints it with --mlir-print-op-generic: every op quoted with its
// full type; func.func and builtin.module take their inherent attributes as properties.

// CHECK-LABEL: "builtin.module"() <{sym_name = "generic"}> ({
// CHECK-NEXT: "dist.mesh"() {mesh = #dist.mesh<["dp"=2, "tp"=4]>, sym_name = "mesh"} : () -> ()
module @generic attributes {my.flag} {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>

  // CHECK-NEXT: "func.func"() <{arg_attrs = [{dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, {}], function_type = (tensor<8x16xf32>, tensor<16xf32>) -> (tensor<8x16xf32>, tensor<f32>), res_attrs = [{jax.result_info = "y"}, {}], sym_name = "main"}> ({
  // CHECK-NEXT: ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<16xf32>):
  func.func @main(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %b: tensor<16xf32>) -> (tensor<8x16xf32> {jax.result_info = "y"}, tensor<f32>) {
    // CHECK-NEXT: %0 = "hlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<8x16xf32>
    %0 = hlo.broadcast_in_dim %b {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<8x16xf32>
    // CHECK-NEXT: %1 = "hlo.add"(%arg0, %0) {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %1 = hlo.add %x, %0 {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : tensor<8x16xf32>
    // CHECK-NEXT: %2 = "hlo.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
    %2 = hlo.constant dense<0.0> : tensor<f32>
    // CHECK-NEXT: %3 = "hlo.reduce"(%1, %2) {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %3 = hlo.reduce %1, %2 {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    // CHECK-NEXT: %4:2 = "func.call"(%1) {callee = @pair} : (tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>)
    %4:2 = call @pair(%1) : (tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>)
    // CHECK-NEXT: %5 = "dist.all_gather"(%4#1) {gathering_axes = #dist.dim_axes<[{"dp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %5 = dist.all_gather %4#1 {gathering_axes = #dist.dim_axes<[{"dp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x16xf32>
    // CHECK-NEXT: "func.return"(%5, %3) : (tensor<8x16xf32>, tensor<f32>) -> ()
    return %5, %3 : tensor<8x16xf32>, tensor<f32>
  // CHECK-NEXT: }) : () -> ()
  }

  // A function without arguments has no entry block label.
  // CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "nothing", sym_visibility = "private"}> ({
  // CHECK-NEXT: "func.return"() : () -> ()
  // CHECK-NEXT: }) : () -> ()
  func.func private @nothing() -> () {
    return
  }

  // CHECK-NEXT: "func.func"() <{arg_attrs = [{dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>), sym_name = "pair", sym_visibility = "private"}> ({
  func.func private @pair(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
    return %x, %x : tensor<8x16xf32>, tensor<8x16xf32>
  }
// The module's attributes follow its region.
// CHECK: {{^}}}) {my.flag} : () -> (){{$}}
}
