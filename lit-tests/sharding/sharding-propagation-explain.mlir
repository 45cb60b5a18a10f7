// RUN: shardc-opt %s --pass-pipeline='builtin.module(sharding-propagation{explain=true})' | FileCheck %s

// Provenance: each op records where every axis of its result's sharding came from.
// CHECK-LABEL: func.func @main
// CHECK: hlo.dot_general
// CHECK-SAME: dist.sharding_origin = ["dim 0: \"dp\" from argument 0 of @main", "dim 1: \"tp\" from argument 1 of @main"]
// CHECK: hlo.tanh
// CHECK-SAME: dist.sharding_origin = ["dim 0: \"dp\" from argument 0 of @main", "dim 1: \"tp\" from argument 1 of @main"]
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @main(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %w: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) -> tensor<8x32xf32> {
  %h = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %a = hlo.tanh %h : tensor<8x32xf32>
  return %a : tensor<8x32xf32>
}
