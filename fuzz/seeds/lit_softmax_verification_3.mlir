func.func @result_type(%x: tensor<4x8xf32>) -> tensor<4x8xf16> {
  %0 = hlo.softmax %x {dimension = 1} : (tensor<4x8xf32>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}
