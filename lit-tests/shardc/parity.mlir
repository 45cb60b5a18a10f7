// `--parity`: the training step of JAX's MLP (testdata/train/forward.mlir) compiled for
// dp=2 x tp=4 gives bitwise the single-device reference's loss and updates (verify compares
// with zero tolerance), on compiled kernels and on the interpreter; reductions are pinned
// whole (gathers instead of partial sums) and kernels are exact.
// RUN: shardc verify %S/../../testdata/train/forward.mlir --train adamw --lr 0.01 --params 0,1 --clip-norm 0.5 --parity --inputs %S/../../testdata/train/data.safetensors 2>/dev/null | FileCheck %s
// RUN: shardc verify %S/../../testdata/train/forward.mlir --train adamw --lr 0.01 --params 0,1 --clip-norm 0.5 --parity --interpret --inputs %S/../../testdata/train/data.safetensors 2>/dev/null | FileCheck %s
// RUN: shardc compile %S/../../testdata/train/forward.mlir --train sgd --lr 0.1 --params 0,1 --parity --emit exec -o - 2>/dev/null | FileCheck %s --check-prefix=EXEC
// RUN: shardc compile %S/../../testdata/train/forward.mlir --train sgd --lr 0.1 --params 0,1 --parity --emit exec -o - 2>/dev/null | FileCheck %s --check-prefix=NOGEMM
// RUN: shardc compile %S/../../testdata/train/forward.mlir --train sgd --lr 0.1 --params 0,1 --parity -o %t.bin 2>/dev/null
// RUN: shardc run %t.bin --inputs %S/../../testdata/train/data.safetensors --json | FileCheck %s --check-prefix=RUN-JSON

// CHECK: verify: @main on 8 devices (dp=2,tp=4)
// CHECK: out0: ok (worst error 0.000e0 of the tolerance)
// CHECK: out1: ok (worst error 0.000e0 of the tolerance)
// CHECK: out2: ok (worst error 0.000e0 of the tolerance)
// CHECK: sharded outputs match the single-device reference (normwise: rtol 0, atol 0)

// Products are ordered sums in exact kernels, never GEMM calls.
// EXEC: exec.kernel @k{{[0-9]+}}({{.*}}) -> tensor<{{.*}}> exact reduce add over
// EXEC: exec.collective "dist.all_gather"
// NOGEMM-NOT: exec.gemm

// RUN-JSON: "engine": "compiled"
