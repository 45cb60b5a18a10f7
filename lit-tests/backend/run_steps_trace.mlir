// `shardc run --steps N`: a donated parameter (`jax.buffer_donor`) is fed its update from one
// step to the next, the loss of every step is printed with a progress bar, and `--trace`
// writes a Chrome trace: a process per device, kernels, GEMMs and collectives as slices,
// each collective's slices linked by a flow.
// RUN: shardc compile %s -o %t.bin
// RUN: shardc compile %s --emit exec -o - | FileCheck %s --check-prefix=EXEC
// RUN: shardc run %t.bin --steps 4 --trace %t.json 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=TRACE < %t.json
// RUN: shardc run %t.bin --steps 2 --json | FileCheck %s --check-prefix=JSON
// RUN: sh -c 'shardc run %t.bin --steps 2 --interpret; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=INTERP
// RUN: sh -c 'shardc run %t.bin --steps 0; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=ZERO

// CHECK-NOT: warning: no argument
// CHECK: step 1/4 [{{=*>? *}}]  loss {{[0-9.]+}}
// CHECK: step 2/4 [{{=*>? *}}]  loss {{[0-9.]+}}
// CHECK: step 3/4
// CHECK: step 4/4 [========================]  loss {{[0-9.]+}}
// CHECK: trace: kernel
// CHECK: trace: gemm
// CHECK: trace: collective
// CHECK: ran @main on 2 devices (dp=2)
// CHECK: time: {{.*}} for 4 steps

// The update `w - lr * g` is written over the donated weight's storage (in place).
// EXEC: // donated arguments updated in place: arg 0 <- result 1
// EXEC: in_place(%p{{[0-9]}}) map

// TRACE: "traceEvents"
// TRACE-DAG: "name":"process_name"
// TRACE-DAG: "args":{"name":"device 1"}
// TRACE-DAG: "cat":"gemm"
// TRACE-DAG: "cat":"kernel"
// TRACE-DAG: "cat":"collective"
// TRACE-DAG: "ph":"s"
// TRACE-DAG: "ph":"f"

// JSON: "engine": "compiled"
// JSON: "losses": [
// JSON: "steps": 2

// INTERP: error: --steps runs compiled kernels; it cannot be combined with --interpret
// INTERP: rc=2

// ZERO: rc=2

// Least squares, y ~ x w, by SGD with learning rate 0.1; the batch is split over "dp".
module @sgd {
  dist.mesh @mesh = <["dp"=2]>
  func.func @main(%w: tensor<4x2xf32> {jax.buffer_donor = true},
                  %x: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
                  %y: tensor<8x2xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>})
      -> (tensor<f32>, tensor<4x2xf32>) {
    %p = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x4xf32>, tensor<4x2xf32>) -> tensor<8x2xf32>
    %e = hlo.subtract %p, %y : tensor<8x2xf32>
    %sq = hlo.multiply %e, %e : tensor<8x2xf32>
    %zero = hlo.constant dense<0.0> : tensor<f32>
    %s = hlo.reduce %sq, %zero {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<8x2xf32>, tensor<f32>) -> tensor<f32>
    %n = hlo.constant dense<16.0> : tensor<f32>
    %loss = hlo.divide %s, %n : tensor<f32>
    %g = hlo.dot_general %x, %e {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x4xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
    %k = hlo.constant dense<0.0125> : tensor<4x2xf32>
    %step = hlo.multiply %g, %k : tensor<4x2xf32>
    %w2 = hlo.subtract %w, %step : tensor<4x2xf32>
    return %loss, %w2 : tensor<f32>, tensor<4x2xf32>
  }
}
