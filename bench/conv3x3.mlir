// The 3x3 convolution of bench/convolution.sh: 8x32x32x64 f32 (NHWC) by 64 filters (HWIO),
// stride 1, padding 1: 302 M multiply-adds.
module @conv {
  dist.mesh @mesh = <["x"=1]>
  func.func @main(%img: tensor<8x32x32x64xf32>, %k: tensor<3x3x64x64xf32>) -> tensor<8x32x32x64xf32> {
    %0 = hlo.convolution %img, %k {input_batch_dimension = 0 : i64, input_feature_dimension = 3 : i64, input_spatial_dimensions = array<i64: 1, 2>, kernel_input_feature_dimension = 2 : i64, kernel_output_feature_dimension = 3 : i64, kernel_spatial_dimensions = array<i64: 0, 1>, output_batch_dimension = 0 : i64, output_feature_dimension = 3 : i64, output_spatial_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 1>, padding_low = array<i64: 1, 1>, padding_high = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, feature_group_count = 1 : i64} : (tensor<8x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x32x32x64xf32>
    return %0 : tensor<8x32x32x64xf32>
  }
}
