func.func @encoding(%x: tensor<4xf32, #enc>) -> () {
  return
}
