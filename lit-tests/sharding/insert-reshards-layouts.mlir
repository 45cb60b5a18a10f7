// RUN: shardc-opt %s --split-input-file --pass-pipeline='builtin.module(sharding-propagation,insert-reshards)' 2>/dev/null | FileCheck %s

// insert-reshards chooses layouts beyond what each op sees alone: a value already resharded
// for one op is read from that copy by the next (a reshard from the copy when that is
// cheaper: an all_slice of a gathered copy rather than an all_to_all), and a layout
// propagation chose is changed where its readers would rather read another.

// A gathered copy of %x serves the second constraint with an all_slice (no traffic), not an
// all_to_all of %x.
// CHECK-LABEL: func.func @copies(
// CHECK-NEXT: %0 = dist.all_gather %arg0 {gathering_axes = #dist.dim_axes<[{"tp"}, {}]>
// CHECK-NEXT: %1 = hlo.exponential %0
// CHECK-NEXT: %2 = dist.all_slice %0 {slicing_axes = #dist.dim_axes<[{}, {"tp"}]>
// CHECK-NEXT: %3 = hlo.tanh %2
// CHECK-NOT: dist.all_to_all
dist.mesh @mesh = <["tp"=2]>
func.func @copies(%x: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) {
  %a = dist.constraint %x {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  %e = hlo.exponential %a : tensor<8x8xf32>
  %b = dist.constraint %x {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>} : tensor<8x8xf32>
  %t = hlo.tanh %b : tensor<8x8xf32>
  return %e, %t : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

// A weight gradient: transpose(-(dY^T x)) to the weight's [in, out] split over out.
// Propagation gives dY^T x the activation's split (over in) first; read in that layout the
// transpose would move the whole gradient (an all_to_all of 32x64). Retargeted, the chain
// (the product, its negation) takes the weight's split: dY is sliced (no traffic) and the
// smaller activation gathered.
// CHECK-LABEL: func.func @weight_gradient(
// CHECK-NEXT: %0 = dist.all_slice %arg1 {slicing_axes = #dist.dim_axes<[{}, {"tp"}]>
// CHECK-NEXT: %1 = dist.all_gather %arg0 {gathering_axes = #dist.dim_axes<[{}, {"tp"}]>
// CHECK-NEXT: %2 = hlo.dot_general %0, %1 {{.*}}dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}
// CHECK-NEXT: %3 = hlo.negate %2 {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}
// CHECK-NEXT: %4 = hlo.transpose %3 {{.*}}dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}
// CHECK-NEXT: return %4
// CHECK-NOT: dist.all_to_all
dist.mesh @mesh = <["tp"=2]>
func.func @weight_gradient(%x: tensor<8x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %dy: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> (tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) {
  %g = hlo.dot_general %dy, %x {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x32xf32>, tensor<8x64xf32>) -> tensor<32x64xf32>
  %s = hlo.negate %g : tensor<32x64xf32>
  %t = hlo.transpose %s {permutation = array<i64: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
  return %t : tensor<64x32xf32>
}

// -----

// An annotated layout is the user's: it is not retargeted (the all_to_all stays).
// CHECK-LABEL: func.func @annotated(
// CHECK: hlo.dot_general {{.*}}dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}
// CHECK: dist.all_to_all
dist.mesh @mesh = <["tp"=2]>
func.func @annotated(%x: tensor<8x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %dy: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> (tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) {
  %g = hlo.dot_general %dy, %x {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>} : (tensor<8x32xf32>, tensor<8x64xf32>) -> tensor<32x64xf32>
  %t = hlo.transpose %g {permutation = array<i64: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
  return %t : tensor<64x32xf32>
}
