func.func @reshape(%x: tensor<2x3x4xf32>) -> tensor<1x1xf32> {
  %0 = hlo.reshape %x : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  %1 = hlo.reshape %0 : (tensor<6x4xf32>) -> tensor<24xf32>
  %2 = hlo.reshape %1 : (tensor<24xf32>) -> tensor<2x2x2x3xf32>
  %3 = hlo.constant dense<5.0> : tensor<1x1xf32>
  %4 = hlo.reshape %3 : (tensor<1x1xf32>) -> tensor<f32>
  %5 = hlo.reshape %4 : (tensor<f32>) -> tensor<1x1xf32>
  return %5 : tensor<1x1xf32>
}

func.func @identity(%x: tensor<4xi32>) -> tensor<4xi32> {
  %0 = hlo.reshape %x : tensor<4xi32>
  return %0 : tensor<4xi32>
}

func.func @empty(%x: tensor<0x4xf32>) -> tensor<2x0xf32> {
  %0 = hlo.reshape %x : (tensor<0x4xf32>) -> tensor<2x0xf32>
  return %0 : tensor<2x0xf32>
}
