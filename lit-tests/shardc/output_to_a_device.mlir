// Output written to a device is written in place: `-o /dev/null` discards a binary, and
// `--save-outputs /dev/null` the outputs. The atomic write (a temporary file renamed over
// the target) is for regular files only; renamed over `/dev/null` by a user allowed to (root,
// as CI runs), it put a regular file where the device was, and every later `> /dev/null` on
// the machine wrote into it.
// RUN: shardc compile %s -o /dev/null
// RUN: test -c /dev/null
// RUN: shardc compile %s -o %t.bin
// RUN: shardc run %t.bin --save-outputs /dev/null | FileCheck %s
// RUN: test -c /dev/null

// CHECK: out0

module @double {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%x: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> (tensor<4xf32>) {
    %y = hlo.add %x, %x : tensor<4xf32>
    return %y : tensor<4xf32>
  }
}
