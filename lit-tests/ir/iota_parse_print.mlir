// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// hlo.iota has no operands: its pretty form is `hlo.iota {iota_dimension = d} : type`.

// CHECK-LABEL: func.func @iota
func.func @iota() -> (tensor<4xi32>, tensor<2x3xf32>, tensor<2x3xi64>, tensor<5xbf16>) {
  // CHECK-NEXT: %[[A:.*]] = hlo.iota {iota_dimension = 0 : i64} : tensor<4xi32>
  %0 = hlo.iota {iota_dimension = 0} : tensor<4xi32>
  // CHECK-NEXT: %[[B:.*]] = hlo.iota {iota_dimension = 1 : i64} : tensor<2x3xf32>
  %1 = hlo.iota {iota_dimension = 1 : i64} : tensor<2x3xf32>
  // CHECK-NEXT: %[[C:.*]] = hlo.iota {iota_dimension = 0 : i64} : tensor<2x3xi64>
  %2 = hlo.iota {iota_dimension = 0} : () -> tensor<2x3xi64>
  // CHECK-NEXT: %[[D:.*]] = hlo.iota {iota_dimension = 0 : i64} : tensor<5xbf16>
  %3 = "hlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<5xbf16>
  // CHECK-NEXT: return %[[A]], %[[B]], %[[C]], %[[D]]
  return %0, %1, %2, %3 : tensor<4xi32>, tensor<2x3xf32>, tensor<2x3xi64>, tensor<5xbf16>
}
