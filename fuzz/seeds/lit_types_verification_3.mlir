func.func @dynamic(%x: tensor<?x3xf32>) -> () {
  return
}
