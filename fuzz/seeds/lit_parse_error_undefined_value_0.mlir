func.func @undefined(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.add %x, %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}
