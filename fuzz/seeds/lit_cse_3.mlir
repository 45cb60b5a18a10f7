dist.mesh @mesh = <["x"=2]>
func.func @differences(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf16>, tensor<4xbf16>) {
  %0 = hlo.gelu %x {approximate = true} : tensor<4xf32>
  %1 = hlo.gelu %x {approximate = false} : tensor<4xf32>
  %2 = hlo.negate %x {dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<4xf32>
  %3 = hlo.negate %x : tensor<4xf32>
  %4 = hlo.negate %x {my.tag = 1} : tensor<4xf32>
  %5 = hlo.convert %x : (tensor<4xf32>) -> tensor<4xf16>
  %6 = hlo.convert %x : (tensor<4xf32>) -> tensor<4xbf16>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf16>, tensor<4xbf16>
}
