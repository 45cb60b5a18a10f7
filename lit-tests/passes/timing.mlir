// --timing reports each pass's wall time on stderr, in MLIR's layout.
// RUN: shardc-opt %s --pass-pipeline='builtin.module(canonicalize,cse)' --timing 2>&1 >/dev/null | FileCheck %s
// RUN: shardc-opt %s --pass-pipeline='builtin.module(canonicalize,cse)' --timing 2>/dev/null | FileCheck %s --check-prefix=OUT

// CHECK: ... Execution time report ...
// CHECK: Total Execution Time: {{[0-9]+\.[0-9]+}} seconds
// CHECK: ------Wall Time------  ----Name----
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  canonicalize$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  cse$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \(100\.0%\)  Total$}}

// OUT-NOT: Execution time report
// OUT: func.func @f
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.exponential %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
