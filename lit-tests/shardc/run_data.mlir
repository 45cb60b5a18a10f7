// `shardc run --data DIR`: one safetensors file per step (name order, cycling) gives the
// arguments that change from step to step; a fed-back parameter cannot be given, a file with
// a tensor of the wrong type is refused naming both, an empty directory is an error.
// RUN: rm -rf %t && mkdir -p %t/data %t/bad %t/empty %t/type
// RUN: python3 %S/Inputs/write_batches.py %t/data 16x32 arg2 arg3 3
// RUN: python3 %S/Inputs/write_batches.py %t/bad 32x64 arg0 1
// RUN: python3 %S/Inputs/write_batches.py %t/type 8x32 arg2 1
// RUN: shardc compile %S/../../testdata/oracle/train_mlp_dp_tp/jax.mlir --train sgd --lr 0.1 --params 0,1 -o %t/step.bin
// RUN: shardc run %t/step.bin --inputs %S/../../testdata/oracle/train_mlp_dp_tp/data.safetensors --steps 4 --data %t/data 2>&1 | FileCheck %s
// RUN: sh -c 'shardc run %t/step.bin --steps 2 --data %t/bad; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: sh -c 'shardc run %t/step.bin --steps 2 --data %t/type; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: sh -c 'shardc run %t/step.bin --steps 2 --data %t/empty; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: sh -c 'shardc run %t/step.bin --steps 2 --data %t/data --interpret; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=INTERP

// CHECK: step 1/4
// CHECK: step 4/4 [========================]  loss
// CHECK: ran @main on 8 devices

// BAD: error: --data '{{.*}}bad': arg0 in '{{.*}}batch0.safetensors': argument 0 is fed by a result from step to step
// BAD: rc=1
// TYPE: error: --data '{{.*}}type': arg2 in '{{.*}}batch0.safetensors' is tensor<8x32xf32>, the argument is tensor<16x32xf32>
// TYPE: rc=1
// EMPTY: the directory holds no .safetensors file
// EMPTY: rc=1
// INTERP: error: --steps runs compiled kernels; it cannot be combined with --interpret
// INTERP: rc=2
