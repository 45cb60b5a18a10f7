func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.add %x, %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// The file cut in the middle of an op, of a type, and after a whole line: each error is at
// the end of the input and names what was expected. (The function is at the top so that the
// cuts fall inside it.)
// RUN: head -c 69 %s > %t.op
// RUN: not shardc-opt %t.op 2>&1 | FileCheck %s --check-prefix=OP
// OP: .op:2:19: error: expected a value ('%name'), found end of input
// RUN: head -c 82 %s > %t.type
// RUN: not shardc-opt %t.type 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: .type:2:32: error: expected '>' to close 'tensor<'
// RUN: head -n 3 %s > %t.lines
// RUN: not shardc-opt %t.lines 2>&1 | FileCheck %s --check-prefix=LINES
// LINES: .lines:4:1: error: expected '}' to close the function body, found end of input
// RUN: head -c 9 %s > %t.keyword
// RUN: not shardc-opt %t.keyword 2>&1 | FileCheck %s --check-prefix=KEYWORD
// KEYWORD: .keyword:1:10: error: expected a symbol name ('@name'), found end of input
