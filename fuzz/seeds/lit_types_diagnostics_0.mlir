func.func @f(%x: tensor<4xf32>, %y: tensor<4xf12>) -> () {
  return
}
