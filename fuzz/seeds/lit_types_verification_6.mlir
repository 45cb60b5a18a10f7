func.func @empty_dimension(%x: tensor<2xx3xf32>) -> () {
  return
}
