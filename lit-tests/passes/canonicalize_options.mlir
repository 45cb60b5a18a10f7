// RUN: shardc-opt %s --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s --check-prefix=DEFAULT
// RUN: shardc-opt %s --pass-pipeline='builtin.module(canonicalize{fold-limit=4})' | FileCheck %s --check-prefix=LIMIT
// RUN: shardc-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=0})' | FileCheck %s --check-prefix=NONE
// RUN: shardc-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=1 fold-limit=8})' | shardc-opt --pass-pipeline='builtin.module(canonicalize{max-iterations=1 fold-limit=8})' | FileCheck %s --check-prefix=DEFAULT

// fold-limit bounds the size of non-splat folded constants; max-iterations the rounds.

// DEFAULT-LABEL: func.func @options
// DEFAULT-NEXT: %[[C:.*]] = hlo.constant dense<[-1.0, -2.0, -3.0, -4.0, -5.0, -6.0, -7.0, -8.0]> : tensor<8xf32>
// DEFAULT-NEXT: return %[[C]] : tensor<8xf32>

// LIMIT-LABEL: func.func @options
// LIMIT-NEXT: %[[C:.*]] = hlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
// LIMIT-NEXT: %[[N:.*]] = hlo.negate %[[C]] : tensor<8xf32>
// LIMIT-NEXT: return %[[N]] : tensor<8xf32>

// With no rounds, nothing changes (the dead op stays too).
// NONE-LABEL: func.func @options
// NONE-NEXT: hlo.constant
// NONE-NEXT: hlo.negate
// NONE-NEXT: hlo.exponential
// NONE-NEXT: return
func.func @options() -> tensor<8xf32> {
  %c = hlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %0 = hlo.negate %c : tensor<8xf32>
  %dead = hlo.exponential %0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}
