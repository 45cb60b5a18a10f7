func.func @index(%x: tensor<2x3xindex>) -> () {
  return
}
