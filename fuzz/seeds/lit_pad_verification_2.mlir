func.func @wrong_lengths(%x: tensor<2x2xf32>, %p: tensor<f32>) -> tensor<4x2xf32> {
  %0 = hlo.pad %x, %p {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 1, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x2xf32>, tensor<f32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
