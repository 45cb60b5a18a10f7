// `--step-counter I` marks an integer scalar argument (the step folded into a dropout key)
// as a step counter: JAX's threefry dropout, trained 3 steps on 8 devices, draws a new mask
// each step and gives JAX's losses (1.690173, 1.336949, 1.032219; make_dropout_reference.py).
// A float or out-of-range argument is refused, pointing at the argument.
// RUN: rm -rf %t && mkdir -p %t
// RUN: shardc compile %S/../../testdata/train/dropout_forward.mlir --train sgd --lr 0.1 --params 0,1 --step-counter 5 -o %t/step.bin
// RUN: shardc run %t/step.bin --inputs %S/../../testdata/train/dropout_data.safetensors --steps 3 2>&1 | FileCheck %s
// RUN: sh -c 'shardc compile %s --step-counter 0 -o %t/bad.bin; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=FLOAT
// RUN: sh -c 'shardc compile %s --step-counter 2 -o %t/bad.bin; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: shardc compile %s --step-counter 1 -o %t/ok.bin
// RUN: shardc run %t/ok.bin --steps 3 2>&1 | FileCheck %s --check-prefix=OK

// CHECK: step 1/3 {{.*}}loss 1.690173
// CHECK: step 2/3 {{.*}}loss 1.336949
// CHECK: step 3/3 {{.*}}loss 1.032219
// CHECK: ran @main on 8 devices

// FLOAT: step_counter.mlir:[[# @LINE + 7]]:19: error: --step-counter 0: a step counter must be an integer scalar, and argument 0 is tensor<4xf32>
// FLOAT: rc=1
// RANGE: error: --step-counter 2: @main has 2 argument(s)
// RANGE: rc=1
// OK: ran @main on 1 device

module @counter {
  func.func @main(%x: tensor<4xf32>, %step: tensor<i64>) -> tensor<4xf32> {
    %u = hlo.rng %step {distribution = "uniform", stream = 1 : i64} : (tensor<i64>) -> tensor<4xf32>
    %y = hlo.add %x, %u : tensor<4xf32>
    return %y : tensor<4xf32>
  }
}
