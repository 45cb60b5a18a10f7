// --timing without a pipeline reports an empty, zero-time run (never a negative time).
// RUN: shardc-opt %s --timing 2>&1 >/dev/null | FileCheck %s

// CHECK: Total Execution Time: 0.000000 seconds
// CHECK: ------Wall Time------  ----Name----
// CHECK-NEXT: {{^ +0\.000000 \(100\.0%\)  Total$}}
func.func @f() -> () {
  return
}
