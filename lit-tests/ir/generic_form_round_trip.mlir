// Printing is a fixpoint in both forms, and the two forms describe the same module.
// RUN: shardc-opt %s > %t.pretty1
// RUN: shardc-opt %t.pretty1 > %t.pretty2
// RUN: diff %t.pretty1 %t.pretty2
// RUN: shardc-opt %s --mlir-print-op-generic > %t.generic1
// RUN: shardc-opt %t.generic1 --mlir-print-op-generic > %t.generic2
// RUN: diff %t.generic1 %t.generic2
// RUN: shardc-opt %t.generic1 > %t.pretty3
// RUN: diff %t.pretty1 %t.pretty3
// The MLP example in examples/ round-trips the same way.
// RUN: shardc-opt %S/../../examples/mlp.mlir > %t.mlp1
// RUN: shardc-opt %t.mlp1 --mlir-print-op-generic | shardc-opt > %t.mlp2
// RUN: diff %t.mlp1 %t.mlp2
// RUN: FileCheck %s --input-file=%t.pretty3

// CHECK-LABEL: module @everything
module @everything attributes {mhlo.num_partitions = 8 : i32} {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @compute(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {?}]>}, %w: tensor<16x32xf32>, %ids: tensor<8x1xi32>, %seed: tensor<i64>) -> (tensor<8x32xf32> {jax.result_info = "out"}, tensor<8xi1>) {
    %c = hlo.constant dense<[[1.0, 2.0], [3.0, 0x7FC00000]]> : tensor<2x2xf32>
    %i = hlo.iota {iota_dimension = 1} : tensor<8x32xi32>
    %f = hlo.convert %i : (tensor<8x32xi32>) -> tensor<8x32xf32>
    %d = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %e = hlo.exponential %d : tensor<8x32xf32>
    %a = hlo.add %e, %f : tensor<8x32xf32>
    %cmp = hlo.compare %a, %f {comparison_direction = "GE"} : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %sel = hlo.select %cmp, %a, %f : (tensor<8x32xi1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %z = hlo.constant dense<0.0> : tensor<f32>
    %r = hlo.reduce %sel, %z {dimensions = array<i64: 1>, kind = "max"} : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %fin = hlo.is_finite %r : (tensor<8xf32>) -> tensor<8xi1>
    %t = hlo.transpose %sel {permutation = array<i64: 1, 0>} : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %s = hlo.slice %t {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 8>, strides = array<i64: 2, 1>} : (tensor<32x8xf32>) -> tensor<8x8xf32>
    %cat = hlo.concatenate %s, %s {dimension = 0} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
    %p = hlo.pad %cat, %z {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<16x8xf32>, tensor<f32>) -> tensor<16x9xf32>
    %g = hlo.gather %w, %ids {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1, slice_sizes = array<i64: 1, 32>} : (tensor<16x32xf32>, tensor<8x1xi32>) -> tensor<8x32xf32>
    %sc = hlo.scatter %w, %ids, %g {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "add"} : (tensor<16x32xf32>, tensor<8x1xi32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %rng = hlo.rng %seed {distribution = "normal", stream = 2} : (tensor<i64>) -> tensor<8x32xf32>
    %sm = hlo.softmax %rng {dimension = 1} : tensor<8x32xf32>
    %one = hlo.constant dense<1.0> : tensor<32xf32>
    %ln = hlo.layer_norm %sm, %one, %one {dimension = 1, epsilon = 1.0e-5} : (tensor<8x32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
    %ge = hlo.gelu %ln {approximate = true} : tensor<8x32xf32>
    %bc = hlo.broadcast_in_dim %r {broadcast_dimensions = array<i64: 0>} : (tensor<8xf32>) -> tensor<8x32xf32>
    %rs = hlo.reshape %bc : (tensor<8x32xf32>) -> tensor<256xf32>
    %out = hlo.multiply %ge, %bc : tensor<8x32xf32>
    return %out, %fin : tensor<8x32xf32>, tensor<8xi1>
  }
  func.func @distributed(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}) -> tensor<8x16xf32> {
    %0 = dist.all_gather %x {gathering_axes = #dist.dim_axes<[{}, {"tp"}]>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : tensor<8x16xf32>
    %1 = dist.all_slice %0 {slicing_axes = #dist.dim_axes<[{}, {"tp"}]>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>} : tensor<8x16xf32>
    %2 = dist.all_to_all %1 {source_dim = 1, target_dim = 0, axes = #dist.axes<{"tp"}>, dist.sharding = #dist.sharding<@mesh, [{"dp", "tp"}, {}]>} : tensor<8x16xf32>
    %3 = hlo.negate %2 {dist.sharding = #dist.sharding<@mesh, [{"dp", "tp"}, {}], unreduced={}>} : tensor<8x16xf32>
    %4 = dist.constraint %3 {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : tensor<8x16xf32>
    %5 = dist.all_reduce %4 {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x16xf32>
    %6 = dist.constraint %5 {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : tensor<8x16xf32>
    %7 = dist.reduce_scatter %6 {scatter_axes = #dist.dim_axes<[{"tp"}, {}]>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x16xf32>
    %8 = dist.collective_permute %7 {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x16xf32>
    dist.send %8 {channel = 0} : (tensor<8x16xf32>) -> ()
    %9 = dist.recv {channel = 0} : tensor<8x16xf32>
    %10:2 = call @helper(%9) : (tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>)
    return %10#1 : tensor<8x16xf32>
  }
  func.func private @helper(%x: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
    return %x, %x : tensor<8x16xf32>, tensor<8x16xf32>
  }
}
// CHECK: func.func @distributed
// CHECK: func.func private @helper
