// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// dist.manual_computation (JAX's shard_map): the body is a manual function, one device's
// blocks, whose collectives name the manual axes; it round-trips in both forms.

dist.mesh @mesh = <["dp"=2, "tp"=4]>

// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[R:.*]]:2 = dist.manual_computation %arg0, %arg1 {body = @body, manual_axes = #dist.axes<{"dp", "tp"}>, in_shardings = [#dist.sharding<@mesh, [{"dp"}, {"tp"}]>, #dist.sharding<@mesh, [{"tp"}, {}]>], out_shardings = [#dist.sharding<@mesh, [{"dp"}, {}]>, #dist.sharding<@mesh, [{"dp"}, {"tp"}]>]} : (tensor<8x16xf32>, tensor<16x8xf32>) -> (tensor<8x8xf32>, tensor<8x16xf32>)
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1
func.func @main(%x: tensor<8x16xf32>, %w: tensor<16x8xf32>) -> (tensor<8x8xf32>, tensor<8x16xf32>) {
  %r:2 = dist.manual_computation %x, %w {body = @body, manual_axes = #dist.axes<{"dp", "tp"}>, in_shardings = [#dist.sharding<@mesh, [{"dp"}, {"tp"}]>, #dist.sharding<@mesh, [{"tp"}, {}]>], out_shardings = [#dist.sharding<@mesh, [{"dp"}, {}]>, #dist.sharding<@mesh, [{"dp"}, {"tp"}]>]} : (tensor<8x16xf32>, tensor<16x8xf32>) -> (tensor<8x8xf32>, tensor<8x16xf32>)
  func.return %r#0, %r#1 : tensor<8x8xf32>, tensor<8x16xf32>
}

// Collectives in a manual body carry no sharding: their axes give their meaning.
// CHECK-LABEL: func.func private @body
// CHECK: dist.all_reduce %{{.*}} {reduction_axes = #dist.axes<{"tp"}>, kind = "add"} : tensor<4x8xf32>
// CHECK: dist.shift %arg0 {axes = #dist.axes<{"tp"}>, offset = 1 : i64, circular = true} : tensor<4x4xf32>
// CHECK: dist.all_gather %{{.*}} {gathering_axes = #dist.dim_axes<[{"dp"}, {}]>} : (tensor<4x4xf32>) -> tensor<8x4xf32>
// CHECK: dist.axis_index {axes = #dist.axes<{"tp"}>} : tensor<i32>
func.func private @body(%a: tensor<4x4xf32>, %b: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x4xf32>) {
  %y = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %s = dist.all_reduce %y {reduction_axes = #dist.axes<{"tp"}>, kind = "add"} : tensor<4x8xf32>
  %p = dist.shift %a {axes = #dist.axes<{"tp"}>, offset = 1 : i64, circular = true} : tensor<4x4xf32>
  %g = dist.all_gather %p {gathering_axes = #dist.dim_axes<[{"dp"}, {}]>} : (tensor<4x4xf32>) -> tensor<8x4xf32>
  %i = dist.axis_index {axes = #dist.axes<{"tp"}>} : tensor<i32>
  func.return %s, %p : tensor<4x8xf32>, tensor<4x4xf32>
}
