// A loop nested in a loop's body whose first carried matrix is written every iteration but
// never read (the body returns a product into it and the outer body uses only the second):
// the buffer plan counted a state no step reads as dead at once and gave its slot to the
// inner loop's other state, so writing the first state at each iteration's end overwrote
// the second (found by `shardc fuzz --loops --seed 297 --ops 10` once the fuzzer nested
// loops: 93,440x the tolerance). A loop's state written inside the loop now keeps its slot
// until the loop's last step.
// RUN: shardc verify --seed 297 %s | FileCheck %s
// RUN: shardc compile %s --emit exec -o - | grep 'exec.loop_state' | awk '{print $NF}' | sort | uniq -d | FileCheck %s --check-prefix=SHARED --allow-empty

// CHECK: out0: ok
// CHECK: out1: ok
// CHECK: sharded outputs match the single-device reference

// No two of the loops' states (all live at once, the inner loop's inside the outer's) in one
// slot.
// SHARED-NOT: {{[0-9]}}
dist.mesh @mesh = <["x"=1]>
func.func @main(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = hlo.constant dense<0> : tensor<i32>
  %3:3 = hlo.while %0, %a, %b {cond = @cond0, body = @body0} : (tensor<i32>, tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<i32>, tensor<4x4xf32>, tensor<4x4xf32>)
  return %3#1, %3#2 : tensor<4x4xf32>, tensor<4x4xf32>
}
func.func private @cond0(%arg0: tensor<i32>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x4xf32>) -> tensor<i1> {
  %0 = hlo.constant dense<2> : tensor<i32>
  %1 = hlo.compare %arg0, %0 {comparison_direction = "LT"} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %1 : tensor<i1>
}
func.func private @body0(%arg0: tensor<i32>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x4xf32>) -> (tensor<i32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %18 = hlo.multiply %arg1, %arg2 : tensor<4x4xf32>
  %20 = hlo.constant dense<1> : tensor<i32>
  %21 = hlo.add %arg0, %20 : tensor<i32>
  %22 = hlo.constant dense<0> : tensor<i32>
  %23:3 = hlo.while %22, %18, %18 {cond = @cond1, body = @body1} : (tensor<i32>, tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<i32>, tensor<4x4xf32>, tensor<4x4xf32>)
  return %21, %23#2, %arg2 : tensor<i32>, tensor<4x4xf32>, tensor<4x4xf32>
}
func.func private @cond1(%arg0: tensor<i32>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x4xf32>) -> tensor<i1> {
  %0 = hlo.constant dense<3> : tensor<i32>
  %1 = hlo.compare %arg0, %0 {comparison_direction = "LT"} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %1 : tensor<i1>
}
func.func private @body1(%arg0: tensor<i32>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x4xf32>) -> (tensor<i32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %11 = hlo.tanh %arg2 : tensor<4x4xf32>
  %23 = hlo.dot_general %11, %11 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : tensor<4x4xf32>
  %26 = hlo.constant dense<1> : tensor<i32>
  %27 = hlo.add %arg0, %26 : tensor<i32>
  return %27, %23, %arg2 : tensor<i32>, tensor<4x4xf32>, tensor<4x4xf32>
}
