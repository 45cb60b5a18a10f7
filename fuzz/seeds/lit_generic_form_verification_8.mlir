func.func @unknown_dialect(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "mhlo.add"(%x, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
