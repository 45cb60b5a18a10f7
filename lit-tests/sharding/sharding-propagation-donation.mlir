// RUN: shardc-opt %s --pass-pipeline='builtin.module(sharding-propagation)' | FileCheck %s
// RUN: shardc verify %s | FileCheck %s --check-prefix=VERIFY
// RUN: shardc compile %s -o %t.bin && shardc run %t.bin --steps 3 2>&1 | FileCheck %s --check-prefix=STEPS

// A donated argument (`tf.aliasing_output = K`) and the result that replaces it are laid out
// alike: propagation ties them as an elementwise op ties its operand and result, and declares
// the result laid out as the argument, so the next step can read the result in the
// argument's place. Here the product would split %w's rows over "x" and the update %n takes
// %g's columns: before (fuzz `--train` seeds 15 and 42), %w held 4x4 per device and %n 8x2,
// and `shardc run` refused the plan ("argument 1 is aliased to result 1 of another type").

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %arg1: tensor<8x4xf32> {tf.aliasing_output = 1 : i32, dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}
// CHECK-SAME: -> (tensor<4x4xf32>, tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>})
// VERIFY: sharded outputs match the single-device reference
// STEPS: time: {{.*}} for 3 steps
module {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%x: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}, %w: tensor<8x4xf32> {tf.aliasing_output = 1 : i32}, %g: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<4x4xf32>, tensor<8x4xf32>) {
    %y = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
    %n = hlo.negate %g : tensor<8x4xf32>
    return %y, %n : tensor<4x4xf32>, tensor<8x4xf32>
  }
}
