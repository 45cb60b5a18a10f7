func.func @memref(%x: memref<4xf32>) -> () {
  return
}
