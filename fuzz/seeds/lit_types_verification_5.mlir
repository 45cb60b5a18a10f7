func.func @negative(%x: tensor<-1x2xf32>) -> () {
  return
}
