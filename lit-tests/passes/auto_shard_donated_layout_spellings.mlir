// A donated parameter annotated in a layout that the search's enumeration (each factor over
// whole mesh axes, in the mesh's order) does not spell: over an axis of size 1
// (`[{"p", "x"}]`), in another order (`[{"y", "x"}]`), over sub-axes
// (`[{"y":(1)2, "x"}, {"y":(2)2}]`). Its update is returned in the parameter's layout.
// Before, no reshard in the e-graph reached that layout, so every plan priced the return
// infeasible (3.000e30 s of communication) and the search chose blind: 5.581e-4 s after
// partitioning against the annotations' 9.340e-5 s. Now each returned value has a class in
// the layout it must be returned in, and two spellings of one layout move nothing: the
// updates are computed split and sliced locally into their parameters' layouts, and no
// collective moves data (2.172e-7 s).
// RUN: shardc compile %s --auto-shard --emit global -o %t.global.mlir 2>&1 | FileCheck %s --check-prefix=SEARCH
// RUN: FileCheck %s --input-file %t.global.mlir

// SEARCH: estimate (cpu): {{.*}} + {{[0-9.]+}}e-{{[0-9]+}} s communication per step
// SEARCH-NOT: warning
// SEARCH: kept the searched plan
// CHECK: -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"p", "x"}, {}]>}, tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"y", "x"}, {}]>}, tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"y":(1)2, "x"}, {"y":(2)2}]>})
// CHECK-NOT: dist.all_gather
// CHECK-NOT: dist.all_reduce
// CHECK-NOT: dist.all_to_all
// CHECK-NOT: dist.collective_permute
// CHECK: hlo.subtract %arg0, %{{[0-9]+}} {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}
// CHECK-NOT: dist.all_gather
// CHECK-NOT: dist.all_reduce
// CHECK-NOT: dist.all_to_all
// CHECK-NOT: dist.collective_permute
// CHECK: hlo.subtract %arg1, %{{[0-9]+}} {dist.sharding = #dist.sharding<@mesh, [{"y", "x"}, {}]>}
// CHECK-NOT: dist.all_gather
// CHECK-NOT: dist.all_reduce
// CHECK-NOT: dist.all_to_all
// CHECK-NOT: dist.collective_permute
// CHECK: hlo.subtract %arg2, %{{[0-9]+}} {dist.sharding = #dist.sharding<@mesh, [{"y":(1)2, "x"}, {"y":(2)2}]>}

dist.mesh @mesh = <["x"=2, "p"=1, "y"=4]>
func.func @main(%w1: tensor<8x8xf32> {tf.aliasing_output = 0 : i32, dist.sharding = #dist.sharding<@mesh, [{"p", "x"}, {}]>}, %w2: tensor<8x8xf32> {tf.aliasing_output = 1 : i32, dist.sharding = #dist.sharding<@mesh, [{"y", "x"}, {}]>}, %w3: tensor<8x8xf32> {tf.aliasing_output = 2 : i32, dist.sharding = #dist.sharding<@mesh, [{"y":(1)2, "x"}, {"y":(2)2}]>}, %g1: tensor<8x8xf32>, %g2: tensor<8x8xf32>, %g3: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %c = hlo.constant dense<0.1> : tensor<8x8xf32>
  %s1 = hlo.multiply %g1, %c : tensor<8x8xf32>
  %u1 = hlo.subtract %w1, %s1 : tensor<8x8xf32>
  %s2 = hlo.multiply %g2, %c : tensor<8x8xf32>
  %u2 = hlo.subtract %w2, %s2 : tensor<8x8xf32>
  %s3 = hlo.multiply %g3, %c : tensor<8x8xf32>
  %u3 = hlo.subtract %w3, %s3 : tensor<8x8xf32>
  return %u1, %u2, %u3 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
