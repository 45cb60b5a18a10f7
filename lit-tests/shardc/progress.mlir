// Work that runs longer than 1.5 s says what it is doing on stderr: a spinner on a terminal,
// plain lines otherwise (here, a pipe). SHARDC_PROGRESS_AFTER_MS=0 shows it from the first
// tick (0.1 s), so the test does not depend on the machine's speed: this matmul keeps the
// reference interpreter busy for about 0.5 s in a release build, several seconds in a debug
// one.
// RUN: env SHARDC_PROGRESS_AFTER_MS=0 shardc interpret %s 2>&1 >/dev/null | FileCheck %s
// CHECK: interpret: running @main on the reference interpreter ({{[0-9]+}} s so far)
// CHECK: time: {{.*}} on the reference interpreter
module {
  func.func @main(%x: tensor<128x1024xf32>, %w: tensor<1024x128xf32>) -> tensor<128x128xf32> {
    %0 = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<128x1024xf32>, tensor<1024x128xf32>) -> tensor<128x128xf32>
    return %0 : tensor<128x128xf32>
  }
}
