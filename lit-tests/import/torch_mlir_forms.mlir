// What torch-mlir's StableHLO output uses for static programs: `arith.constant` tensors, a
// `dynamic_iota` whose shape operand is a constant (an `iota` of its static result type),
// and weights as `dense_resource<NAME>` with their blobs in the file's resource section
// (inlined: the data after the blob's 4-byte alignment prefix).
// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc interpret %s | FileCheck %s --check-prefix=VALUES

// CHECK: hlo.constant dense<[2, 3]> : tensor<2xi64>
// CHECK: hlo.iota {iota_dimension = 1 : i64} : tensor<2x3xi32>
// CHECK: hlo.constant dense<{{\[\[}}1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
// CHECK: hlo.constant dense<0.5> : tensor<2x3xf32>

// (iota along columns + the weights) / 2
// VALUES: out0: tensor<2x3xf32> = [0.500000, 1.500000, 2.500000, 2.000000, 3.000000, 4.000000]

module {
  func.func @main() -> tensor<2x3xf32> {
    %s = "arith.constant"() <{value = dense<[2, 3]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %0 = "stablehlo.dynamic_iota"(%s) <{iota_dimension = 1 : i64}> : (tensor<2xi64>) -> tensor<2x3xi32>
    %1 = "stablehlo.convert"(%0) : (tensor<2x3xi32>) -> tensor<2x3xf32>
    %w = "stablehlo.constant"() <{value = dense_resource<torch_tensor_2_3_torch.float32> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
    %2 = "stablehlo.add"(%1, %w) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %c = "arith.constant"() <{value = dense<0.5> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
    %3 = "stablehlo.multiply"(%2, %c) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%3) : (tensor<2x3xf32>) -> ()
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_3_torch.float32: "0x040000000000803F0000004000004040000080400000A0400000C040"
    }
  }
#-}
