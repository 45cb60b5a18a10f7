func.func @missing_padding_value(%x: tensor<3xf32>) -> tensor<5xf32> {
  %0 = hlo.pad %x {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 1>, interior_padding = array<i64: 0>} : (tensor<3xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
