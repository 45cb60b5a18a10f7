func.func @f8(%x: tensor<2xf8>) -> () {
  return
}
