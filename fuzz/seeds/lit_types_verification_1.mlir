func.func @unsigned(%x: tensor<2xui32>) -> () {
  return
}
