// `shardc interpret` parses, verifies and runs a function on the reference interpreter.
// RUN: shardc interpret %s | FileCheck %s
// RUN: shardc interpret %s --canonicalize | FileCheck %s
// RUN: shardc interpret - < %s | FileCheck %s
// Random inputs are seeded: the same seed gives the same outputs.
// RUN: shardc interpret %s --function negate --seed 3 > %t.a
// RUN: shardc interpret %s --function negate --seed 3 > %t.b
// RUN: diff %t.a %t.b
// RUN: FileCheck %s --check-prefix=NEGATE --input-file=%t.a

// @main is run by default; it takes no arguments, so its outputs are exact.
// CHECK: out0: tensor<4xf32> = [0.500000, 1.500000, 2.500000, 3.500000]
// CHECK-NEXT: out1: tensor<2x2xf32> = [1.000000, 3.000000, 2.000000, 4.000000]
// CHECK-NEXT: out2: tensor<f32> = [10.000000]
func.func @main() -> (tensor<4xf32>, tensor<2x2xf32>, tensor<f32>) {
  %0 = hlo.iota {iota_dimension = 0} : tensor<4xf32>
  %1 = hlo.constant dense<0.5> : tensor<4xf32>
  %2 = hlo.add %0, %1 : tensor<4xf32>
  %3 = hlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %4 = hlo.transpose %3 {permutation = array<i64: 1, 0>} : tensor<2x2xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %5 = hlo.reduce %3, %z {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
  return %2, %4, %5 : tensor<4xf32>, tensor<2x2xf32>, tensor<f32>
}

// NEGATE: out0: tensor<3xf32> = [{{-?[0-9]+\.[0-9]+}}, {{-?[0-9]+\.[0-9]+}}, {{-?[0-9]+\.[0-9]+}}]
// NEGATE-NOT: out1
func.func @negate(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = hlo.negate %x : tensor<3xf32>
  return %0 : tensor<3xf32>
}
