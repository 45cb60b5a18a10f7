func.func @nn(%x: tensor<4x8xbf16>, %s: tensor<8xbf16>, %b: tensor<8xbf16>, %seed: tensor<i64>) -> (tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4x8xf32>, tensor<4x8xi1>) {
  %0 = hlo.softmax %x {dimension = 1} : tensor<4x8xbf16>
  %1 = hlo.layer_norm %x, %s, %b {dimension = 1, epsilon = 1.0e-5} : (tensor<4x8xbf16>, tensor<8xbf16>, tensor<8xbf16>) -> tensor<4x8xbf16>
  %2 = hlo.gelu %x {approximate = false} : tensor<4x8xbf16>
  %3 = hlo.rng %seed {distribution = "uniform", stream = 1} : (tensor<i64>) -> tensor<4x8xf32>
  %4 = hlo.is_finite %x : (tensor<4x8xbf16>) -> tensor<4x8xi1>
  %5 = hlo.compare %0, %2 {comparison_direction = "GE"} : (tensor<4x8xbf16>, tensor<4x8xbf16>) -> tensor<4x8xi1>
  %6 = hlo.select %5, %0, %2 : (tensor<4x8xi1>, tensor<4x8xbf16>, tensor<4x8xbf16>) -> tensor<4x8xbf16>
  %7 = hlo.convert %6 : (tensor<4x8xbf16>) -> tensor<4x8xf32>
  %8 = hlo.power %7, %3 : tensor<4x8xf32>
  return %0, %1, %6, %8, %4 : tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4x8xf32>, tensor<4x8xi1>
}
