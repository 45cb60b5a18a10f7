// A splat constant read in a split layout moves nothing: canonicalization makes the splat in
// that layout. Here SGD's learning rate, a 64x1001 splat, scales the vocabulary-split weight
// gradient (1001 columns over dp x tp = 8, padded); the search's communication is the loss's
// one all-reduce, as in the partitioned program. Before, the search priced slicing the whole
// splat (9.811e-5 s of communication on this program; 3.25e-3 s at a vocabulary of 50,257
// by 768).
// RUN: shardc compile %s --train sgd --lr 0.001 --params 0 --auto-shard --emit plan -o - 2>&1 | FileCheck %s

// CHECK: estimate (cpu): {{.*}} + 9.283e-5 s communication per step
// CHECK: "kind": "all_reduce"
// CHECK-NOT: "kind":

dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @main(%w: tensor<64x1001xf32>, %x: tensor<8x64xf32>, %y: tensor<8x1001xf32>) -> tensor<f32> {
  %l = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x64xf32>, tensor<64x1001xf32>) -> tensor<8x1001xf32>
  %d = hlo.subtract %l, %y : tensor<8x1001xf32>
  %s = hlo.multiply %d, %d : tensor<8x1001xf32>
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %r = hlo.reduce %s, %zero {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<8x1001xf32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
