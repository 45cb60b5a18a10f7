func.func @dist_attr(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.negate %x {my.layout = #dist.layout<"row">} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
