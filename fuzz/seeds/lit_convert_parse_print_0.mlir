func.func @conversions(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = hlo.convert %x : (tensor<2x4xf32>) -> tensor<2x4xbf16>
  %1 = hlo.convert %0 : (tensor<2x4xbf16>) -> tensor<2x4xf16>
  %2 = hlo.convert %1 : (tensor<2x4xf16>) -> tensor<2x4xf64>
  %3 = hlo.convert %2 : (tensor<2x4xf64>) -> tensor<2x4xi64>
  %4 = hlo.convert %3 : (tensor<2x4xi64>) -> tensor<2x4xi32>
  %5 = hlo.convert %4 : (tensor<2x4xi32>) -> tensor<2x4xi1>
  %6 = hlo.convert %5 : (tensor<2x4xi1>) -> tensor<2x4xf32>
  return %6 : tensor<2x4xf32>
}

func.func @identity(%x: tensor<f32>) -> tensor<f32> {
  %0 = hlo.convert %x : tensor<f32>
  return %0 : tensor<f32>
}
