// A shard_map body whose result differs between devices along a manual axis its
// out_sharding leaves unsplit (JAX's check_vma=False lets one through): the program means
// the copy at position 0, the partitioned program keeps each device's own. The IR allows
// it; the plan gets no certificate, `shardc compile` says why, and `shardc verify` shows the
// difference.
// RUN: shardc compile %s -o %t.shardbin 2>&1 | FileCheck %s
// RUN: not shardc verify %s 2>&1 | FileCheck %s --check-prefix=VERIFY

// CHECK: warning: the plan carries no certificate (`shardc verify` checks it numerically): no layout rule justifies plan op1 ('dist.manual_computation' at {{.*}}): manual: result 0 may differ between devices along manual axis "x", which its out_sharding does not split

// VERIFY: out0: MISMATCH
// VERIFY: error: the sharded program differs from the reference

dist.mesh @mesh = <["x"=2]>
func.func @main(%a: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<4xf32> {
  %m = dist.manual_computation %a {body = @body, manual_axes = #dist.axes<{"x"}>, in_shardings = [#dist.sharding<@mesh, [{}]>], out_shardings = [#dist.sharding<@mesh, [{}]>]} : (tensor<4xf32>) -> tensor<4xf32>
  %r = hlo.add %a, %m : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func private @body(%a: tensor<4xf32>) -> tensor<4xf32> {
  %i = dist.axis_index {axes = #dist.axes<{"x"}>} : tensor<i32>
  %f = hlo.convert %i : (tensor<i32>) -> tensor<f32>
  %b = hlo.broadcast_in_dim %f {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
  %s = hlo.add %a, %b : tensor<4xf32>
  return %s : tensor<4xf32>
}
