// RUN: shardc compile %s --emit local -o - | FileCheck %s
// RUN: shardc verify %s | FileCheck %s --check-prefix=VERIFY

// A convolution sums over its input features. Split 5 features over "x"=2, each device holds
// 3, the second one padded feature, whose values are whatever the exponentials computed there
// (e^0 = 1 on the zero padding of the arguments): both operands' padded features are zeroed
// before the convolution. Before convolutions were masked, the padded feature entered the sum
// (an error 7106x the tolerance).

// CHECK:      %[[ROWS:.*]] = hlo.broadcast_in_dim %{{.*}} {broadcast_dimensions = array<i64: 3>} : (tensor<3xi1>) -> tensor<2x8x8x3xi1>
// CHECK:      %[[IMG:.*]] = hlo.select %[[ROWS]], %{{.*}} : (tensor<2x8x8x3xi1>, tensor<2x8x8x3xf32>, tensor<2x8x8x3xf32>) -> tensor<2x8x8x3xf32>
// CHECK:      %[[FEATURES:.*]] = hlo.broadcast_in_dim %{{.*}} {broadcast_dimensions = array<i64: 2>} : (tensor<3xi1>) -> tensor<3x3x3x6xi1>
// CHECK:      %[[KERNEL:.*]] = hlo.select %[[FEATURES]], %{{.*}} : (tensor<3x3x3x6xi1>, tensor<3x3x3x6xf32>, tensor<3x3x3x6xf32>) -> tensor<3x3x3x6xf32>
// CHECK:      hlo.convolution %[[IMG]], %[[KERNEL]]

// VERIFY: sharded outputs match the single-device reference

dist.mesh @mesh = <["x"=2]>
func.func @main(%img: tensor<2x8x8x5xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}, {}, {"x"}]>}, %k: tensor<3x3x5x6xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}, {"x"}, {}]>}) -> tensor<2x4x4x6xf32> {
  %e = hlo.exponential %img : tensor<2x8x8x5xf32>
  %f = hlo.exponential %k : tensor<3x3x5x6xf32>
  %0 = hlo.convolution %e, %f {input_batch_dimension = 0 : i64, input_feature_dimension = 3 : i64, input_spatial_dimensions = array<i64: 1, 2>, kernel_input_feature_dimension = 2 : i64, kernel_output_feature_dimension = 3 : i64, kernel_spatial_dimensions = array<i64: 0, 1>, output_batch_dimension = 0 : i64, output_feature_dimension = 3 : i64, output_spatial_dimensions = array<i64: 1, 2>, window_strides = array<i64: 2, 2>, padding_low = array<i64: 0, 0>, padding_high = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, feature_group_count = 1 : i64} : (tensor<2x8x8x5xf32>, tensor<3x3x5x6xf32>) -> tensor<2x4x4x6xf32>
  return %0 : tensor<2x4x4x6xf32>
}
