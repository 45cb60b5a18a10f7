// RUN: shardc-opt %s --split-input-file | FileCheck %s
// RUN: shardc-opt %s --split-input-file | shardc-opt --split-input-file | FileCheck %s
// RUN: shardc-opt %s --split-input-file --mlir-print-op-generic | shardc-opt --split-input-file | FileCheck %s

// The module: named or not, with attributes, implicit around top-level items, or empty.

// CHECK-LABEL: module @named attributes {mhlo.num_partitions = 8 : i32, jax.uses_shape_polymorphism = false} {
// CHECK-NEXT: func.func @f
module @named attributes {mhlo.num_partitions = 8 : i32, jax.uses_shape_polymorphism = false} {
  func.func @f() -> () {
    return
  }
}

// -----

// Items without an enclosing module get an implicit one.
// CHECK-LABEL: {{^}}module {
// CHECK-NEXT: dist.mesh @mesh = <["x"=2]>
// CHECK-NEXT: func.func @implicit
// CHECK: {{^}}}
dist.mesh @mesh = <["x"=2]>
func.func @implicit() -> () {
  return
}

// -----

// An empty module, and an empty chunk, both print as an empty module.
// CHECK-LABEL: {{^}}module {
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: // -----
module {
}

// -----

// CHECK-NEXT: {{^}}module {
// CHECK-NEXT: {{^}}}

// -----

// Meshes print before functions; the order of each is kept.
// CHECK-LABEL: module @order {
// CHECK-NEXT: dist.mesh @a = <["x"=2]>
// CHECK-NEXT: dist.mesh @b = <["y"=4]>
// CHECK-NEXT: func.func @second
// CHECK: func.func @first
module @order {
  func.func @second() -> () {
    return
  }
  dist.mesh @a = <["x"=2]>
  func.func @first() -> () {
    return
  }
  dist.mesh @b = <["y"=4]>
}

// -----

// The generic form of a module is read too.
// CHECK-LABEL: module @generic {
// CHECK-NEXT: func.func @g() -> ()
"builtin.module"() <{sym_name = "generic"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
