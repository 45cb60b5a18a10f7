// An output can be ill-conditioned on rounding that no input reaches: here a layer norm of
// rows of nearly equal values made from constants (logistic(tanh(c + row)): from the fourth
// row on, the values differ in their last bits), which divides those bits by √ε. The
// compiled kernels' `tanh` and `logistic` round otherwise than the reference's (f64, then
// rounded), and the layer norm makes that 2x the tolerance. Moving the inputs alone moves
// nothing there, so `shardc verify` once blamed the back end (fuzz seed 9704 is such a
// program); it also moves the results of the ops the kernels may round otherwise (the
// functions they approximate, sums, products, composites) by up to an ulp, and the
// reference moves as much as the kernels differ.
// RUN: sh -c 'shardc verify %s --seed 1; echo rc=$?' 2>&1 | FileCheck %s
// RUN: shardc verify %s --seed 1 --parity | FileCheck %s --check-prefix=PARITY

// CHECK: out0: MISMATCH
// CHECK-NOT: the back end is at fault
// CHECK: and the program is ill-conditioned on these inputs: moving its inputs, and the results of the ops the kernels round otherwise, by up to one unit in the last place moves the reference's out0 by {{[0-9.]+}}x the tolerance
// CHECK: rc=1

// In parity mode the kernels compute as the reference does: the same bits.
// PARITY: sharded outputs match the single-device reference

module @nearly_constant_rows {
  dist.mesh @mesh = <["x"=1]>
  func.func @main(%x: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %c = hlo.constant dense<[0.0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 0.0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 0.0, 0.25]> : tensor<16xf32>
    %cb = hlo.broadcast_in_dim %c {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %i = hlo.iota {iota_dimension = 0 : i64} : tensor<16x16xf32>
    %a = hlo.add %cb, %i : tensor<16x16xf32>
    %t = hlo.tanh %a : tensor<16x16xf32>
    %l = hlo.logistic %t : tensor<16x16xf32>
    %g = hlo.constant dense<1.5> : tensor<16xf32>
    %b = hlo.constant dense<-0.25> : tensor<16xf32>
    %n = hlo.layer_norm %l, %g, %b {dimension = 1 : i64, epsilon = 1.0e-5 : f64} : (tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16x16xf32>
    %y = hlo.add %n, %x : tensor<16x16xf32>
    return %y : tensor<16x16xf32>
  }
}
