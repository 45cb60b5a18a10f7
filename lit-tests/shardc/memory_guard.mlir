// A run that cannot fit in the host's memory is refused before it starts, with the numbers
// (a lower bound from the plan's liveness scan, at the interpreter's 8 bytes per element),
// instead of allocating for minutes until the OOM killer ends it. --force runs anyway.
//
// The repository's 12-layer GPT-3 step needs terabytes: refused at once, by every runner.
// RUN: zcat %S/../../testdata/big/gpt3_12layer.mlir.gz > %t.big.mlir
// RUN: not shardc verify %t.big.mlir 2>&1 | FileCheck %s --check-prefix=BIG
// RUN: not shardc interpret %t.big.mlir 2>&1 | FileCheck %s --check-prefix=BIG
// RUN: shardc compile %t.big.mlir -o %t.big.bin
// RUN: not shardc run %t.big.bin 2>&1 | FileCheck %s --check-prefix=BIG
// BIG: error: this run needs at least {{[0-9.]+}} TiB of host memory
// BIG-SAME: the run was not started. Use a smaller mesh or smaller shapes, or --force to run anyway
//
// A small program against a host that says it has 1000 bytes (SHARDC_HOST_MEMORY replaces
// what the host reports). Per device: the 16x4 argument and two 16x4 results live at once,
// 192 elements, 1.5 KiB; the reference 3 x 256 elements; held: the input and the two copies
// of the output (sharded and reference), 768 elements; total 6 + max(4 x 1.5, 6) = 12 KiB.
// RUN: not env SHARDC_HOST_MEMORY=1000 shardc verify %s 2>&1 | FileCheck %s --check-prefix=SMALL
// SMALL: error: this run needs at least 12.000 KiB of host memory (4 device(s) x 1.500 KiB live at peak, the single-device reference 6.000 KiB, inputs and outputs 6.000 KiB; the interpreter keeps 8 bytes per element), but 1000 B is available; the run was not started
// RUN: shardc compile %s -o %t.bin
// RUN: not env SHARDC_HOST_MEMORY=1000 shardc run %t.bin 2>&1 | FileCheck %s --check-prefix=RUNBIN
// RUNBIN-NOT: ran @main
// RUNBIN: error: this run needs at least
// RUN: not env SHARDC_HOST_MEMORY=1000 shardc interpret %s 2>&1 | FileCheck %s --check-prefix=INTERP
// INTERP-NOT: out0
// INTERP: error: this run needs at least
//
// --force warns and runs; enough memory runs without a word.
// RUN: env SHARDC_HOST_MEMORY=1000 shardc verify %s --force 2>&1 | FileCheck %s --check-prefix=FORCE
// FORCE: warning: this run needs at least {{.*}} but 1000 B is available; running anyway (--force)
// FORCE: sharded outputs match the single-device reference
// RUN: env SHARDC_HOST_MEMORY=100000 shardc verify %s 2>&1 | FileCheck %s --check-prefix=FITS
// FITS-NOT: warning
// FITS: sharded outputs match the single-device reference
// RUN: not env SHARDC_HOST_MEMORY=lots shardc verify %s 2>&1 | FileCheck %s --check-prefix=ENV
// ENV: error: SHARDC_HOST_MEMORY='lots' is not a number of bytes
module {
  dist.mesh @mesh = <["x"=4]>
  func.func @main(%a: tensor<64x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<64x4xf32> {
    %0 = hlo.tanh %a : tensor<64x4xf32>
    %1 = hlo.negate %0 : tensor<64x4xf32>
    return %1 : tensor<64x4xf32>
  }
}
