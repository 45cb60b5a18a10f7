// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt --mlir-print-op-generic | shardc-opt | FileCheck %s

// Generic-form input, including MLIR's `<{...}>` properties, mixed freely with the pretty form.

// CHECK-LABEL: module @m {
// CHECK-NEXT: dist.mesh @mesh = <["x"=2]>
"builtin.module"() <{sym_name = "m"}> ({
  "dist.mesh"() {mesh = #dist.mesh<["x"=2]>, sym_name = "mesh"} : () -> ()
  // CHECK-NEXT: func.func @f(%arg0: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<4xi32> {
  "func.func"() <{arg_attrs = [{dist.sharding = #dist.sharding<@mesh, [{"x"}]>}], function_type = (tensor<4xf32>) -> tensor<4xi32>, sym_name = "f"}> ({
  ^bb0(%a: tensor<4xf32>):
    // Inherent attributes given as properties.
    // CHECK-NEXT: %0 = hlo.iota {iota_dimension = 0 : i64} : tensor<4xi32>
    %i = "hlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    // Pretty ops inside a generic function.
    // CHECK-NEXT: %1 = hlo.negate %arg0 : tensor<4xf32>
    %n = hlo.negate %a : tensor<4xf32>
    // CHECK-NEXT: %2 = hlo.convert %1 : (tensor<4xf32>) -> tensor<4xi32>
    %c = "hlo.convert"(%n) : (tensor<4xf32>) -> tensor<4xi32>
    // CHECK-NEXT: %3 = hlo.add %2, %0 : tensor<4xi32>
    %s = "hlo.add"(%c, %i) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    // CHECK-NEXT: return %3 : tensor<4xi32>
    "func.return"(%s) : (tensor<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// Properties may also be given in the attribute dictionary after the region.
// (This module has no name; the generic module above was the whole input.)
