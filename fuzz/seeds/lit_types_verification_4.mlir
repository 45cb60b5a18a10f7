func.func @unranked(%x: tensor<*xf32>) -> () {
  return
}
