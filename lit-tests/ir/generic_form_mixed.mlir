// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// A generic func.func may take its properties in the trailing attribute dictionary, and
// generic ops may sit in pretty functions.

// CHECK-LABEL: func.func private @trailing(%arg0: tensor<2xi64>) -> tensor<2xi64>
// CHECK-NEXT: return %arg0 : tensor<2xi64>
"func.func"() ({
^bb0(%x: tensor<2xi64>):
  "func.return"(%x) : (tensor<2xi64>) -> ()
}) {function_type = (tensor<2xi64>) -> tensor<2xi64>, sym_name = "trailing", sym_visibility = "private"} : () -> ()

// CHECK-LABEL: func.func @pretty_with_generic_ops
// CHECK-NEXT: %0 = hlo.transpose %arg0 {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: %1 = hlo.dot_general %0, %arg0 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<3x2xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
// CHECK-NEXT: return %1 : tensor<3x3xf32>
func.func @pretty_with_generic_ops(%a: tensor<2x3xf32>) -> tensor<3x3xf32> {
  %t = "hlo.transpose"(%a) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %d = "hlo.dot_general"(%t, %a) <{lhs_contracting_dimensions = array<i64: 1>}> {rhs_contracting_dimensions = array<i64: 0>} : (tensor<3x2xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
  "func.return"(%d) : (tensor<3x3xf32>) -> ()
}
