// A padding of 1 low and -1 high keeps the size but moves every element one place: split
// along that dimension, each device would need its neighbour's last element (a halo,
// `dist.shift`), which the search does not price. The search keeps such a dimension whole
// (as it keeps slices and rotations along their moved dimensions); before, it split the
// columns over x with an unpriced halo and its peak missed the halo's window.
// RUN: shardc compile %s --auto-shard --emit global -o - 2>/dev/null | FileCheck %s
// RUN: shardc compile %s --auto-shard --emit local -o - 2>/dev/null | FileCheck %s --check-prefix=LOCAL

// CHECK: hlo.pad %arg0, %{{.*}} {{.*}}dist.sharding = #dist.sharding<@mesh, [{}, {}]>
// LOCAL-NOT: dist.shift

dist.mesh @mesh = <["x"=4]>
func.func @main(%arg0: tensor<1x64xf32>) -> tensor<1x64xf32> {
  %z = hlo.constant dense<0.0> : tensor<f32>
  %p = hlo.pad %arg0, %z {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 0, -1>, interior_padding = array<i64: 0, 0>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1x64xf32>
  %t = hlo.tanh %p : tensor<1x64xf32>
  return %t : tensor<1x64xf32>
}
