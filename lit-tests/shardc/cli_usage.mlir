// Command-line misuse exits 2 (like clap's own usage errors), a bad input exits 1, and
// every refusal comes before any long work.
//
// A bad --mesh is a usage error, for every command that takes one.
// RUN: sh -c 'shardc verify %s --mesh bogus; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=MESH
// RUN: sh -c 'shardc compile %s --mesh dp=0 -o %t.bin; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=MESH0
// MESH: invalid value 'bogus' for '--mesh <MESH>': mesh axis 'bogus' must be written NAME=SIZE
// MESH: rc=2
// MESH0: mesh axis "dp" has size 0; sizes must be positive
// MESH0: rc=2
//
// A zero timeout would fail every collective at once.
// RUN: shardc compile %s -o %t.bin
// RUN: sh -c 'shardc run %t.bin --timeout 0; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=TIMEOUT
// TIMEOUT: the timeout must be at least 1 second
// TIMEOUT: rc=2
//
// A binary's mesh is fixed: inspect refuses --mesh instead of ignoring it.
// RUN: sh -c 'shardc inspect %t.bin --mesh x=4; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=FIXED
// FIXED: error: --mesh cannot change '{{.*}}.bin': a sharded binary is compiled for its mesh
// FIXED: rc=2
//
// Outputs that cannot be written are refused before the program runs (and before compiling).
// RUN: sh -c 'shardc run %t.bin --save-outputs %t.missing-dir/out.safetensors; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=SAVE
// RUN: sh -c 'shardc interpret %s --save-outputs %t.missing-dir/out.safetensors; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=SAVE
// SAVE-NOT: ran @main
// SAVE-NOT: out0:
// SAVE: error: --save-outputs '{{.*}}missing-dir/out.safetensors' cannot be written
// SAVE: rc=1
// RUN: mkdir -p %t.dir
// RUN: not shardc compile %s -o %t.dir 2>&1 | FileCheck %s --check-prefix=DIR
// DIR: error: -o '{{.*}}.dir' cannot be written: it is a directory
//
// A sharded binary given where a program is expected, and the other way round.
// RUN: not shardc verify %t.bin 2>&1 | FileCheck %s --check-prefix=BIN
// RUN: not shardc interpret %t.bin 2>&1 | FileCheck %s --check-prefix=BIN
// RUN: not shardc-opt %t.bin 2>&1 | FileCheck %s --check-prefix=BIN
// BIN: {{.*}}.bin:1:1: error: '{{.*}}.bin' is a sharded binary (written by `shardc compile`), not a program; run it with `shardc run` or look at its plan with `shardc inspect`
// RUN: not shardc run %s 2>&1 | FileCheck %s --check-prefix=NOTBIN
// NOTBIN: error: '{{.*}}cli_usage.mlir' is not a sharded binary; make one with `shardc compile PROGRAM -o OUT`
//
// `-` is standard input for inspect too, a binary or a program.
// RUN: shardc inspect - < %t.bin | FileCheck %s --check-prefix=INSPECT
// RUN: shardc inspect - < %s | FileCheck %s --check-prefix=INSPECT
// INSPECT: mesh <["x"=2]>
//
// Gzip-compressed programs (`.mlir.gz`) are read as they are, by every tool.
// RUN: gzip -c %s > %t.mlir.gz
// RUN: shardc verify %t.mlir.gz | FileCheck %s --check-prefix=GZ
// RUN: shardc-opt %t.mlir.gz | FileCheck %s --check-prefix=GZOPT
// GZ: sharded outputs match the single-device reference
// GZOPT: hlo.negate
module {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
    %0 = hlo.negate %a : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
