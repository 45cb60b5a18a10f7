// Dimensions the mesh does not divide are padded, computed on and checked against the
// single-device reference: a vocabulary of 13 over "x"=4 (embedding lookup and its gradient),
// a sum, a max and a matmul over the padded dimension, a 5-wide dimension over "y"=2, and a
// reshard of a padded dimension (gathered whole, then sliced).
// RUN: shardc verify %s | FileCheck %s
// RUN: shardc compile %s -o %t.shardbin --report %t.json
// RUN: python3 -c "import json,sys; print([(o['local_shape'], o['padding']) for o in json.load(open(sys.argv[1]))['outputs']])" %t.json | FileCheck %s --check-prefix=REPORT
// RUN: shardc run %t.shardbin | FileCheck %s --check-prefix=VMESH
// RUN: shardc inspect %t.shardbin | FileCheck %s --check-prefix=INSPECT
// CHECK: sharded outputs match the single-device reference
// The report gives each output's piece and padding: 13 rows in pieces of 4 (3 padding rows),
// 5 columns in pieces of 3 (1 padding column), and 13x5 moved to {"y"}, {"x"}: 7x2 pieces.
// REPORT: [([4, 6], [3, 0]), ([6], [0]), ([6, 3], [0, 1]), ([6], [0]), ([2, 3, 6], [0, 0, 0]), ([4, 6], [3, 0]), ([7, 2], [1, 3])]
// VMESH: ran @main on 8 devices
// VMESH: out0: tensor<13x6xf32>
// INSPECT: tensor<13x6xf32>{{.*}}tensor<4x6xf32>
module {
  dist.mesh @mesh = <["x"=4, "y"=2]>
  func.func @main(%table: tensor<13x6xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
                  %ids: tensor<4x3xi32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>},
                  %b: tensor<13x5xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>})
      -> (tensor<13x6xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, tensor<6xf32>, tensor<6x5xf32>, tensor<6xf32>,
          tensor<4x3x6xf32>, tensor<13x6xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
          tensor<13x5xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x"}]>}) {
    %t = hlo.exponential %table : tensor<13x6xf32>
    %z = hlo.constant dense<0.0> : tensor<f32>
    %s = hlo.reduce %t, %z {dimensions = array<i64: 0>, kind = "add"} : (tensor<13x6xf32>, tensor<f32>) -> tensor<6xf32>
    %d = hlo.dot_general %t, %b {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<13x6xf32>, tensor<13x5xf32>) -> tensor<6x5xf32>
    %m0 = hlo.constant dense<0xFF800000> : tensor<f32>
    %m = hlo.reduce %t, %m0 {dimensions = array<i64: 0>, kind = "max"} : (tensor<13x6xf32>, tensor<f32>) -> tensor<6xf32>
    %rows = hlo.gather %table, %ids {offset_dims = array<i64: 2>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 2, slice_sizes = array<i64: 1, 6>} : (tensor<13x6xf32>, tensor<4x3xi32>) -> tensor<4x3x6xf32>
    %zt = hlo.constant dense<0.0> : tensor<13x6xf32>
    %g = hlo.scatter %zt, %ids, %rows {update_window_dims = array<i64: 2>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 2, kind = "add"} : (tensor<13x6xf32>, tensor<4x3xi32>, tensor<4x3x6xf32>) -> tensor<13x6xf32>
    return %t, %s, %d, %m, %rows, %g, %b : tensor<13x6xf32>, tensor<6xf32>, tensor<6x5xf32>, tensor<6xf32>, tensor<4x3x6xf32>, tensor<13x6xf32>, tensor<13x5xf32>
  }
}
