// run, verify and interpret report how long they took on stderr (stdout stays the same from
// run to run), next to the plan's own estimate, so a slow run is never a silent one.
// RUN: shardc verify %s 2>&1 >/dev/null | FileCheck %s --check-prefix=VERIFY
// VERIFY: time: compile {{[0-9.]+ (us|ms|s)}}, reference {{[0-9.]+ (us|ms|s)}}, virtual mesh {{[0-9.]+ (us|ms|s)}} (the plan's estimate: {{[0-9.]+ (us|ms|s)}} per step)
// RUN: shardc compile %s -o %t.bin
// RUN: shardc run %t.bin 2>&1 >/dev/null | FileCheck %s --check-prefix=RUNTIME
// RUNTIME: time: {{[0-9.]+ (us|ms|s)}} on the virtual mesh (the plan's estimate: {{[0-9.]+ (us|ms|s)}} per step)
// RUN: shardc interpret %s 2>&1 >/dev/null | FileCheck %s --check-prefix=INTERP
// INTERP: time: {{[0-9.]+ (us|ms|s)}} on the reference interpreter
// RUN: shardc run %t.bin 2>/dev/null | FileCheck %s --check-prefix=STDOUT
// RUN: shardc interpret %s 2>/dev/null | FileCheck %s --check-prefix=STDOUT
// RUN: shardc verify %s 2>/dev/null | FileCheck %s --check-prefix=STDOUT
// STDOUT: out0
// STDOUT-NOT: time:
// `--quiet` (`-q`, after any command) prints no times or progress on stderr; results and
// errors still print.
// RUN: shardc verify %s -q 2>&1 | FileCheck %s --check-prefix=QUIET
// RUN: shardc run %t.bin --quiet 2>&1 | FileCheck %s --check-prefix=QUIET
// RUN: shardc interpret %s -q 2>&1 | FileCheck %s --check-prefix=QUIET
// RUN: shardc compile %s -q -o %t.q.bin 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// QUIET-NOT: time:
// QUIET-NOT: so far
module {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
    %0 = hlo.tanh %a : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
