func.func @padding_value_type(%x: tensor<2xf32>, %p: tensor<f64>) -> tensor<4xf32> {
  %0 = hlo.pad %x, %p {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 1>, interior_padding = array<i64: 0>} : (tensor<2xf32>, tensor<f64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
