// `-` is standard input and output for binaries too, and a closed pipe ends the tools
// quietly, as it ends `cat` (no error message, no panic).
// RUN: shardc compile %s -o - | shardc run - | FileCheck %s --check-prefix=PIPED
// RUN: shardc compile %s --emit local -o - 2> %t.err | head -n 1 > %t.out || true
// RUN: FileCheck %s --check-prefix=HEAD --input-file=%t.out
// RUN: count 0 < %t.err
// The GPT-3-shaped program prints far more than a pipe holds, so head closes the pipe on a
// writer that still has output.
// RUN: zcat %S/../../testdata/big/gpt3_12layer.mlir.gz > %t.big.mlir
// RUN: shardc-opt %t.big.mlir 2> %t.opt.err | head -n 1 > %t.opt.out || true
// RUN: count 0 < %t.opt.err
// RUN: FileCheck %s --check-prefix=BIG --input-file=%t.opt.out
// BIG: module @jit_step

// Outputs asked for with --save-outputs are written before anything is printed, so a reader
// that closes the pipe at once does not cost the file.
// RUN: rm -f %t.saved.safetensors %t.ran.safetensors
// RUN: shardc interpret %s --save-outputs %t.saved.safetensors | head -c 0 || true
// RUN: test -s %t.saved.safetensors
// RUN: shardc compile %s -o %t.bin
// RUN: shardc run %t.bin --save-outputs %t.ran.safetensors | head -c 0 || true
// RUN: test -s %t.ran.safetensors

// PIPED: ran @main on 2 devices (x=2)
// HEAD: module attributes {dist.local_view} {
module {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%a: tensor<64x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<64x64xf32> {
    %0 = hlo.tanh %a : tensor<64x64xf32>
    %1 = hlo.negate %0 : tensor<64x64xf32>
    %2 = hlo.exponential %1 : tensor<64x64xf32>
    %3 = hlo.add %2, %0 : tensor<64x64xf32>
    %4 = hlo.multiply %3, %2 : tensor<64x64xf32>
    %5 = hlo.constant dense<1.0> : tensor<64x64xf32>
    %6 = hlo.add %4, %5 : tensor<64x64xf32>
    %7 = hlo.tanh %6 : tensor<64x64xf32>
    return %7 : tensor<64x64xf32>
  }
}
