// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// Every elementwise unary op, in the pretty form; value names are renumbered on printing.

// CHECK-LABEL: func.func @float_unary
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>) -> tensor<2x3xf32>
func.func @float_unary(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK-NEXT: %[[NEG:.*]] = hlo.negate %[[X]] : tensor<2x3xf32>
  %neg = hlo.negate %x : tensor<2x3xf32>
  // CHECK-NEXT: %[[EXP:.*]] = hlo.exponential %[[NEG]] : tensor<2x3xf32>
  %exp = hlo.exponential %neg : tensor<2x3xf32>
  // CHECK-NEXT: %[[LOG:.*]] = hlo.log %[[EXP]] : tensor<2x3xf32>
  %log = hlo.log %exp : tensor<2x3xf32>
  // CHECK-NEXT: %[[TANH:.*]] = hlo.tanh %[[LOG]] : tensor<2x3xf32>
  %tanh = hlo.tanh %log : tensor<2x3xf32>
  // CHECK-NEXT: %[[SIG:.*]] = hlo.logistic %[[TANH]] : tensor<2x3xf32>
  %sig = hlo.logistic %tanh : tensor<2x3xf32>
  // CHECK-NEXT: %[[SQRT:.*]] = hlo.sqrt %[[SIG]] : tensor<2x3xf32>
  %sqrt = hlo.sqrt %sig : tensor<2x3xf32>
  // CHECK-NEXT: %[[RSQRT:.*]] = hlo.rsqrt %[[SQRT]] : tensor<2x3xf32>
  %rsqrt = hlo.rsqrt %sqrt : tensor<2x3xf32>
  // CHECK-NEXT: %[[ABS:.*]] = hlo.abs %[[RSQRT]] : tensor<2x3xf32>
  %abs = hlo.abs %rsqrt : tensor<2x3xf32>
  // CHECK-NEXT: %[[SIGN:.*]] = hlo.sign %[[ABS]] : tensor<2x3xf32>
  %sign = hlo.sign %abs : tensor<2x3xf32>
  // CHECK-NEXT: %[[FLOOR:.*]] = hlo.floor %[[SIGN]] : tensor<2x3xf32>
  %floor = hlo.floor %sign : tensor<2x3xf32>
  // CHECK-NEXT: return %[[FLOOR]] : tensor<2x3xf32>
  return %floor : tensor<2x3xf32>
}

// is_finite changes the element type to i1, so its type is printed in functional form.
// CHECK-LABEL: func.func @is_finite
// CHECK-NEXT: %[[R:.*]] = hlo.is_finite %{{.*}} : (tensor<8xbf16>) -> tensor<8xi1>
// CHECK-NEXT: return %[[R]] : tensor<8xi1>
func.func @is_finite(%x: tensor<8xbf16>) -> tensor<8xi1> {
  %0 = hlo.is_finite %x : (tensor<8xbf16>) -> tensor<8xi1>
  return %0 : tensor<8xi1>
}

// The functional type form is accepted on input and printed back in the short form.
// CHECK-LABEL: func.func @functional_type_input
// CHECK-NEXT: hlo.tanh %{{.*}} : tensor<4xf64>{{$}}
func.func @functional_type_input(%x: tensor<4xf64>) -> tensor<4xf64> {
  %0 = hlo.tanh %x : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// not, negate, abs and sign on integers; not on booleans.
// CHECK-LABEL: func.func @integer_unary
// CHECK-NEXT: %[[NOT:.*]] = hlo.not %arg0 : tensor<4xi32>
// CHECK-NEXT: %[[NEG:.*]] = hlo.negate %[[NOT]] : tensor<4xi32>
// CHECK-NEXT: %[[ABS:.*]] = hlo.abs %[[NEG]] : tensor<4xi32>
// CHECK-NEXT: %[[SIGN:.*]] = hlo.sign %[[ABS]] : tensor<4xi32>
// CHECK-NEXT: %[[BNOT:.*]] = hlo.not %arg1 : tensor<4xi1>
// CHECK-NEXT: %[[LNEG:.*]] = hlo.negate %arg2 : tensor<i64>
// CHECK-NEXT: return %[[SIGN]], %[[BNOT]], %[[LNEG]] : tensor<4xi32>, tensor<4xi1>, tensor<i64>
func.func @integer_unary(%i: tensor<4xi32>, %b: tensor<4xi1>, %l: tensor<i64>) -> (tensor<4xi32>, tensor<4xi1>, tensor<i64>) {
  %0 = hlo.not %i : tensor<4xi32>
  %1 = hlo.negate %0 : tensor<4xi32>
  %2 = hlo.abs %1 : tensor<4xi32>
  %3 = hlo.sign %2 : tensor<4xi32>
  %4 = hlo.not %b : tensor<4xi1>
  %5 = hlo.negate %l : tensor<i64>
  return %3, %4, %5 : tensor<4xi32>, tensor<4xi1>, tensor<i64>
}

// Half-precision and scalar operands.
// CHECK-LABEL: func.func @half_and_scalar
// CHECK-NEXT: hlo.exponential %arg0 : tensor<f16>
// CHECK-NEXT: hlo.sqrt %arg1 : tensor<3xbf16>
func.func @half_and_scalar(%h: tensor<f16>, %b: tensor<3xbf16>) -> (tensor<f16>, tensor<3xbf16>) {
  %0 = hlo.exponential %h : tensor<f16>
  %1 = hlo.sqrt %b : tensor<3xbf16>
  return %0, %1 : tensor<f16>, tensor<3xbf16>
}
