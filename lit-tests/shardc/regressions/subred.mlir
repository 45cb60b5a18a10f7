// Sub-axes on contracted and reduced dimensions: the contraction's partial sums over
// "x":(2)4 are reduce-scattered over the part "x":(2)2 the result is split over and
// all-reduced over the rest, "x":(4)2. The max's operand is gathered whole and sliced to
// "x":(4)2: on the cpu profile one 1 KiB gather costs less than the permutation and
// all_to_all that would move 320 bytes (each collective's latency dominates), so 3
// collectives, 1280 bytes (by bytes alone: 4 collectives, 320 bytes; XLA moves 448,
// bench/xla_repro_bytes.py).
// RUN: shardc verify %s | FileCheck %s
// CHECK: verify: @main on 8 devices (x=8), 3 collective(s), 1280 bytes per device
// CHECK: sharded outputs match the single-device reference
module {
  dist.mesh @mesh = <["x"=8]>
  func.func @main(%a: tensor<8x16xf64> {dist.sharding = #dist.sharding<@mesh, [{"x":(1)2}, {"x":(2)4}]>}, %b: tensor<16x8xf64> {dist.sharding = #dist.sharding<@mesh, [{"x":(2)4}, {}]>}) -> (tensor<8x8xf64> {dist.sharding = #dist.sharding<@mesh, [{"x":(1)2}, {"x":(2)2}]>}, tensor<8xf64> {dist.sharding = #dist.sharding<@mesh, [{"x":(4)2}]>}) {
    %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf64>, tensor<16x8xf64>) -> tensor<8x8xf64>
    %m = hlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %1 = hlo.reduce %a, %m {dimensions = array<i64: 1>, kind = "max"} : (tensor<8x16xf64>, tensor<f64>) -> tensor<8xf64>
    return %0, %1 : tensor<8x8xf64>, tensor<8xf64>
  }
}
