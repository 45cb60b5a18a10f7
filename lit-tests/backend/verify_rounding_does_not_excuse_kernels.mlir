// Two outputs: a bf16 product split over four devices, off by the plan's own partial sums'
// rounding (as in verify_partial_sums_rounding.mlir), and an f32 sum of positive terms that
// only the compiled run gets wrong (the testing hook SHARDC_VERIFY_CORRUPT_KERNELS moves
// each compiled output's first element by 1%, as a wrong kernel would; the interpreter's run
// of the per-device program is untouched). The plan's rounding does not excuse the kernels:
// verify blames the back end.
// RUN: env SHARDC_VERIFY_CORRUPT_KERNELS=1 sh -c 'shardc verify %s --seed 3; echo rc=$?' 2>&1 | FileCheck %s
// RUN: env SHARDC_VERIFY_CORRUPT_KERNELS=1 sh -c 'shardc verify %s --seed 3 --interpret; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=INTERP

// CHECK: out0: MISMATCH
// CHECK: out1: MISMATCH
// CHECK: error: the compiled kernels differ from the reference where the interpreter's run of the same per-device program matches it: the back end is at fault
// CHECK: rc=1

// INTERP: out1: ok
// INTERP: error: the sharded program differs from the reference by what its own partial sums' rounding explains
// INTERP: rc=1

module @rounding_and_a_kernel_fault {
  dist.mesh @mesh = <["tp"=4]>
  func.func @main(%x: tensor<8x256xbf16> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                  %w: tensor<256x16xbf16> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
                  %scale: tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>})
      -> (tensor<8x16xbf16> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>}) {
    %y = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x256xbf16>, tensor<256x16xbf16>) -> tensor<8x16xbf16>
    %big = hlo.constant dense<1.5> : tensor<64xf32>
    %s = hlo.broadcast_in_dim %scale {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %v = hlo.multiply %big, %s : tensor<64xf32>
    %zero = hlo.constant dense<0.0> : tensor<f32>
    %r = hlo.reduce %v, %zero {dimensions = array<i64: 0>, kind = "add"} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    return %y, %r : tensor<8x16xbf16>, tensor<f32>
  }
}
