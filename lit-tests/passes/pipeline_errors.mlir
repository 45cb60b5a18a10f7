// A malformed pipeline is a command-line error: nothing is printed on stdout and the reason
// (with the column, for syntax errors) goes to stderr.
// RUN: not shardc-opt %s --pass-pipeline='builtin.module(bogus)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: invalid pass pipeline: unknown pass 'bogus'; registered passes: verify, canonicalize, cse
// UNKNOWN-NOT: module

// RUN: not shardc-opt %s --pass-pipeline='builtin.module(canonicalize' 2>&1 | FileCheck %s --check-prefix=UNCLOSED
// UNCLOSED: invalid pass pipeline: expected ',' or ')' at column 28 of 'builtin.module(canonicalize'

// RUN: not shardc-opt %s --pass-pipeline='builtin.module(cse cse)' 2>&1 | FileCheck %s --check-prefix=COMMA
// COMMA: invalid pass pipeline: expected ',' at column 20 of 'builtin.module(cse cse)'

// RUN: not shardc-opt %s --pass-pipeline='builtin.module(cse) extra' 2>&1 | FileCheck %s --check-prefix=TRAILING
// TRAILING: invalid pass pipeline: unexpected text after the pipeline at column 21

// RUN: not shardc-opt %s --pass-pipeline='' 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: invalid pass pipeline: expected a pass name at column 1

// RUN: not shardc-opt %s --pass-pipeline='builtin.module(builtin.module(cse))' 2>&1 | FileCheck %s --check-prefix=NESTED
// NESTED: invalid pass pipeline: 'builtin.module' cannot be nested here

// RUN: not shardc-opt %s --pass-pipeline='builtin.module(func.func(verify))' 2>&1 | FileCheck %s --check-prefix=SCOPE
// SCOPE: invalid pass pipeline: pass 'verify' runs on 'builtin.module' and cannot be nested under 'func.func'

// The input is not read when the pipeline is bad.
// RUN: not shardc-opt %t.does-not-exist --pass-pipeline='builtin.module(bogus)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN

func.func @f() -> () {
  return
}
