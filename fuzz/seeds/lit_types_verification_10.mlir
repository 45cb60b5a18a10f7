func.func @unclosed(%x: tensor<2x3xf32) -> () {
  return
}
