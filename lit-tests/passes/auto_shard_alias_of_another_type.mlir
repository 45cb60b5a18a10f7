// An argument aliased to a result of another type is no donation: the search ties only
// the pairs sharding propagation ties (one type), and the compile goes on to the same
// warning as without `--auto-shard`. Before, the search laid the rank-1 result out in the
// rank-2 argument's layout and the compile failed on its own plan ("sharding has 2
// dimension(s) but the tensor has rank 1").
// RUN: shardc compile %s --auto-shard -o %t.bin 2>&1 | FileCheck %s
// RUN: shardc compile %s -o %t.plain.bin 2>&1 | FileCheck %s

// CHECK-NOT: error
// CHECK: warning: cannot run on the virtual mesh: argument 0 (tensor<4x8xf32>) is aliased to result 0 of another type
dist.mesh @mesh = <["x"=2]>
func.func @main(%w: tensor<8x8xf32> {tf.aliasing_output = 0 : i32, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %g: tensor<8xf32>) -> tensor<8xf32> {
  %u = hlo.negate %g : tensor<8xf32>
  return %u : tensor<8xf32>
}
