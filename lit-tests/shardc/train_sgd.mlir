// `--train sgd --lr LR --params I,J`: the training step of a forward program (JAX's MLP loss of
// testdata/oracle/train_mlp_dp_tp, dp=2 x tp=4): `verify` checks the sharded step against the
// single-device step; the binary trains for several steps, the updated parameters (donated)
// fed back, the loss falling; bad flags are usage errors.
// RUN: shardc verify %S/../../testdata/oracle/train_mlp_dp_tp/jax.mlir --train sgd --lr 0.1 --params 0,1 --inputs %S/../../testdata/oracle/train_mlp_dp_tp/data.safetensors | FileCheck %s --check-prefix=VERIFY
// RUN: shardc compile %S/../../testdata/oracle/train_mlp_dp_tp/jax.mlir --train sgd --lr 0.1 --params 0,1 -o %t.bin
// RUN: shardc run %t.bin --inputs %S/../../testdata/oracle/train_mlp_dp_tp/data.safetensors --steps 3 2>&1 | FileCheck %s --check-prefix=STEPS
// RUN: shardc compile %S/../../testdata/oracle/train_mlp_dp_tp/jax.mlir --train sgd --lr 0.1 --params 0,1 --emit exec -o - | FileCheck %s --check-prefix=EXEC
// RUN: sh -c 'shardc compile %S/../../testdata/oracle/train_mlp_dp_tp/jax.mlir --train sgd --params 0 -o %t.x; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=NOLR
// RUN: sh -c 'shardc compile %S/../../testdata/oracle/train_mlp_dp_tp/jax.mlir --train sgd --lr 0.1 --params 0,0 -o %t.x; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: sh -c 'shardc compile %S/../../testdata/oracle/train_mlp_dp_tp/jax.mlir --train sgd --lr 0 --params 0 -o %t.x; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: sh -c 'shardc compile %S/../../testdata/oracle/train_mlp_dp_tp/jax.mlir --train sgd --lr 0.1 --params 0,7 -o %t.x; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: sh -c 'shardc compile %S/../../testdata/oracle/train_mlp_dp_tp/jax.mlir --train adamw --lr 0.1 --params 0 --momentum 0.9 -o %t.x; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=MIXED
// RUN: shardc compile %S/../../testdata/train/forward.mlir --train adamw --lr 0.01 --params 0,1 --clip-norm 0.5 -o %t.adamw
// RUN: shardc run %t.adamw --inputs %S/../../testdata/train/data.safetensors --steps 3 2>&1 | FileCheck %s --check-prefix=ADAMW

// VERIFY: verify: @main on 8 devices (dp=2,tp=4)
// VERIFY: out0: ok
// VERIFY: out1: ok
// VERIFY: out2: ok
// VERIFY: sharded outputs match the single-device reference

// STEPS: step 1/3 {{.*}} loss 19.21
// STEPS: step 2/3 {{.*}} loss 14.25
// STEPS: step 3/3 {{.*}} loss 11.13
// STEPS: out1: tensor<32x64xf32>
// STEPS: out2: tensor<64x32xf32>

// The updates are written over the donated parameters.
// EXEC: // donated arguments updated in place: arg 0 <- result 1, arg 1 <- result 2

// NOLR: error: the following required arguments were not provided:
// NOLR: --lr <LR>
// NOLR: rc=2
// TWICE: argument 0 is listed twice
// TWICE: rc=2
// ZERO: the learning rate must be a finite number > 0, not 0
// ZERO: rc=2
// RANGE: error: '@main' has 4 arguments; there is no parameter 7
// RANGE: rc=1
// MIXED: error: --momentum is SGD's; AdamW's moments are set with --beta1 and --beta2
// MIXED: rc=2

// AdamW's state (moments and step count) starts at zero, as the inputs do not give it, and
// is fed back with the parameters: optax's losses are 1.415232, 1.084172, 0.845011.
// ADAMW-NOT: warning
// ADAMW: step 1/3 {{.*}} loss 1.41523
// ADAMW: step 2/3 {{.*}} loss 1.08417
// ADAMW: step 3/3 {{.*}} loss 0.84501
