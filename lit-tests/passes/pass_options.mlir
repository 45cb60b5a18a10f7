// Pass options: `pass{key=value key=value}`, checked against each pass's declared options.
// RUN: shardc-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=3 fold-limit=16})' | FileCheck %s
// RUN: shardc-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{fold-limit=16}))' | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-NEXT: hlo.constant dense<[2.0, 4.0]> : tensor<2xf32>
func.func @f() -> tensor<2xf32> {
  %0 = hlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1 = hlo.add %0, %0 : tensor<2xf32>
  return %1 : tensor<2xf32>
}

// RUN: not shardc-opt %s --pass-pipeline='builtin.module(canonicalize{nope=1})' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: invalid pass pipeline: pass 'canonicalize' has no option 'nope' (options: max-iterations, fold-limit)

// RUN: not shardc-opt %s --pass-pipeline='builtin.module(cse{a=1})' 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: invalid pass pipeline: pass 'cse' takes no options, but 'a' was given

// RUN: not shardc-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=x})' 2>&1 | FileCheck %s --check-prefix=UINT
// UINT: invalid pass pipeline: option 'max-iterations' of pass 'canonicalize' must be a non-negative integer, got 'x'

// RUN: not shardc-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=-1})' 2>&1 | FileCheck %s --check-prefix=NEG
// NEG: invalid pass pipeline: option 'max-iterations' of pass 'canonicalize' must be a non-negative integer, got '-1'

// RUN: not shardc-opt %s --pass-pipeline='builtin.module(inline{remove-dead-functions=maybe})' 2>&1 | FileCheck %s --check-prefix=BOOL
// BOOL: invalid pass pipeline: option 'remove-dead-functions' of pass 'inline' must be true or false, got 'maybe'

// RUN: not shardc-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations})' 2>&1 | FileCheck %s --check-prefix=NOVALUE
// NOVALUE: invalid pass pipeline: expected '=' after option 'max-iterations'

// RUN: not shardc-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=2)' 2>&1 | FileCheck %s --check-prefix=UNCLOSED
// UNCLOSED: invalid pass pipeline: unterminated options: expected '}'
