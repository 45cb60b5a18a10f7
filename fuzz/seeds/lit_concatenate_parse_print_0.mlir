func.func @concatenate(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>, %c: tensor<2x5xf32>) -> (tensor<8x3xf32>, tensor<2x8xf32>) {
  %0 = hlo.concatenate %a, %b, %a {dimension = 0} : (tensor<2x3xf32>, tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<8x3xf32>
  %1 = hlo.concatenate %a, %c {dimension = 1 : i64} : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<2x8xf32>
  return %0, %1 : tensor<8x3xf32>, tensor<2x8xf32>
}

func.func @single(%a: tensor<4xi64>) -> tensor<4xi64> {
  %0 = hlo.concatenate %a {dimension = 0} : tensor<4xi64>
  return %0 : tensor<4xi64>
}

func.func @empty_piece(%a: tensor<0x2xi1>, %b: tensor<3x2xi1>) -> tensor<3x2xi1> {
  %0 = hlo.concatenate %a, %b {dimension = 0} : (tensor<0x2xi1>, tensor<3x2xi1>) -> tensor<3x2xi1>
  return %0 : tensor<3x2xi1>
}
