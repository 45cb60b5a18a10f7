func.func @softmax(%x: tensor<4x8xf32>, %h: tensor<2x3x5xbf16>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<2x3x5xbf16>) {
  %0 = hlo.softmax %x {dimension = 1} : tensor<4x8xf32>
  %1 = hlo.softmax %x {dimension = 0 : i64} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = "hlo.softmax"(%h) {dimension = 2 : i64} : (tensor<2x3x5xbf16>) -> tensor<2x3x5xbf16>
  return %0, %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<2x3x5xbf16>
}
