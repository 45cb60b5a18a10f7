// A convolution whose input features are split is a contraction: each device convolves its
// features with its slice of the kernel and one all_reduce adds the partial sums; batch and
// output features split without communication; spatial dimensions stay whole.
// RUN: shardc verify %s -q | FileCheck %s
// RUN: shardc-opt %s --pass-pipeline='builtin.module(populate-sharding-rules)' | FileCheck %s --check-prefix=RULE

// CHECK: verify: @main on 4 devices (x=2,y=2), 1 collective(s), {{[0-9]+}} bytes per device
// CHECK: out0: ok
// CHECK: sharded outputs match the single-device reference

// RULE: hlo.convolution {{.*}}dist.sharding_rule = #dist.sharding_rule<([i, l, o, k], [m, p, k, j])->([i, n, q, j]) {i=2, j=6, k=4, l=8, m=3, n=4, o=8, p=3, q=4} reduction={k} need_replication={l, m, n, o, p, q}>
module {
  dist.mesh @mesh = <["x"=2, "y"=2]>
  func.func @main(%img: tensor<2x8x8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}, {}, {"x"}]>},
                  %k: tensor<3x3x4x6xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}, {"x"}, {}]>})
      -> (tensor<2x4x4x6xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}, {}, {}]>}) {
    %0 = hlo.convolution %img, %k {input_batch_dimension = 0 : i64, input_feature_dimension = 3 : i64, input_spatial_dimensions = array<i64: 1, 2>, kernel_input_feature_dimension = 2 : i64, kernel_output_feature_dimension = 3 : i64, kernel_spatial_dimensions = array<i64: 0, 1>, output_batch_dimension = 0 : i64, output_feature_dimension = 3 : i64, output_spatial_dimensions = array<i64: 1, 2>, window_strides = array<i64: 2, 2>, padding_low = array<i64: 0, 0>, padding_high = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, feature_group_count = 1 : i64} : (tensor<2x8x8x4xf32>, tensor<3x3x4x6xf32>) -> tensor<2x4x4x6xf32>
    return %0 : tensor<2x4x4x6xf32>
  }
}
