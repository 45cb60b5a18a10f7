func.func @rank_change(%x: tensor<4xi32>) -> tensor<1x4xi64> {
  %0 = hlo.convert %x : (tensor<4xi32>) -> tensor<1x4xi64>
  return %0 : tensor<1x4xi64>
}
