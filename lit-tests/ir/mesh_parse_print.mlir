// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// dist.mesh declarations: named axes with sizes, major to minor.

// CHECK: dist.mesh @mesh = <["dp"=2, "tp"=4]>
// GENERIC: "dist.mesh"() {mesh = #dist.mesh<["dp"=2, "tp"=4]>, sym_name = "mesh"} : () -> ()
dist.mesh @mesh = <["dp"=2, "tp"=4]>

// A mesh with one axis, one of size 1, and one with no axes (a single device).
// CHECK-NEXT: dist.mesh @line = <["x"=8]>
// CHECK-NEXT: dist.mesh @trivial = <["x"=1, "y"=1]>
// CHECK-NEXT: dist.mesh @single = <[]>
// GENERIC-NEXT: "dist.mesh"() {mesh = #dist.mesh<["x"=8]>, sym_name = "line"} : () -> ()
// GENERIC-NEXT: "dist.mesh"() {mesh = #dist.mesh<["x"=1, "y"=1]>, sym_name = "trivial"} : () -> ()
// GENERIC-NEXT: "dist.mesh"() {mesh = #dist.mesh<[]>, sym_name = "single"} : () -> ()
dist.mesh @line = <["x"=8]>
dist.mesh @trivial = <["x"=1, "y"=1]>
dist.mesh @single = <[]>

// Axis and mesh names that are not identifiers are quoted.
// CHECK-NEXT: dist.mesh @"my mesh" = <["axis 0"=2, "a\"b"=2]>
// GENERIC-NEXT: "dist.mesh"() {mesh = #dist.mesh<["axis 0"=2, "a\"b"=2]>, sym_name = "my mesh"} : () -> ()
dist.mesh @"my mesh" = <["axis 0"=2, "a\"b"=2]>

// Three-dimensional mesh in the generic form on input.
// CHECK-NEXT: dist.mesh @cube = <["pp"=2, "dp"=2, "tp"=2]>
"dist.mesh"() {mesh = #dist.mesh<["pp"=2, "dp"=2, "tp"=2]>, sym_name = "cube"} : () -> ()

// CHECK-LABEL: func.func @uses_meshes
func.func @uses_meshes(%x: tensor<8x8xf32> {dist.sharding = #dist.sharding<@cube, [{"pp", "dp"}, {"tp"}]>}) -> tensor<8x8xf32> {
  return %x : tensor<8x8xf32>
}
